import { type SelectOption, selectOptions } from '../text/options'
import type { Branch } from '../branches/types'
import { PAYMENT_METHOD_LABELS } from './texts'

/** Every payment method an order can carry (the orders collection's select values). */
export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS

/** The methods of the food checkout; 'invoice' (parts shop) is never offered there. */
export type CheckoutPaymentMethod = Exclude<PaymentMethod, 'invoice'>

/** The global payment switches of the config/settings. */
export interface PaymentConfig {
  enableCash?: boolean | null
  enableATMCard?: boolean | null
  enableHydroAGVoucher?: boolean | null
  enableMollie?: boolean | null
  enableDatatrans?: boolean | null
}

type PaymentBranch = Pick<
  Branch,
  'isCashEnabled' | 'isATMCardEnabled' | 'isHydroAGVoucherEnabled' | 'isMollieEnabled' | 'isDatatransEnabled'
>

export interface PaymentOption {
  id: PaymentMethod
  label: string
}

/** Each checkout method's global switch and branch switch; the key order is the offering order. */
export const PAYMENT_SWITCHES: Record<CheckoutPaymentMethod, { global: keyof PaymentConfig; atBranch: keyof PaymentBranch }> = {
  cash: { global: 'enableCash', atBranch: 'isCashEnabled' },
  'atm-card': { global: 'enableATMCard', atBranch: 'isATMCardEnabled' },
  'hydro-ag-voucher': { global: 'enableHydroAGVoucher', atBranch: 'isHydroAGVoucherEnabled' },
  mollie: { global: 'enableMollie', atBranch: 'isMollieEnabled' },
  datatrans: { global: 'enableDatatrans', atBranch: 'isDatatransEnabled' },
}

/** All payment method ids, in the order of PAYMENT_METHOD_LABELS. */
export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[]

/** Methods paid online through a provider's payment page; all others are paid on site. */
export const ONLINE_PAYMENT_METHODS: readonly PaymentMethod[] = ['mollie', 'datatrans']

export const isOnlinePayment = (method: string | null | undefined): boolean =>
  ONLINE_PAYMENT_METHODS.includes(method as PaymentMethod)

/** The methods the food checkout can offer, in offering order. */
export const CHECKOUT_PAYMENT_METHODS = Object.keys(PAYMENT_SWITCHES) as CheckoutPaymentMethod[]

/** `{ value, label }` of every payment method, for a Payload select field. */
export const PAYMENT_METHOD_OPTIONS: readonly SelectOption<PaymentMethod>[] = selectOptions(PAYMENT_METHOD_LABELS, PAYMENT_METHODS)

/** Payment methods offered at checkout: enabled in the global config and at the branch. */
export function offeredPaymentMethods(config: PaymentConfig, branch: PaymentBranch): PaymentOption[] {
  return CHECKOUT_PAYMENT_METHODS.filter(
    (id) => Boolean(config[PAYMENT_SWITCHES[id].global]) && Boolean(branch[PAYMENT_SWITCHES[id].atBranch]),
  ).map((id) => ({ id, label: PAYMENT_METHOD_LABELS[id] }))
}

/**
 * The preselected payment method (ordering-storefront.md section 4): cash if the branch allows it,
 * otherwise datatrans if allowed, otherwise none. When the global config is passed, a method also
 * needs its global switch.
 */
export function defaultPaymentMethod(branch: PaymentBranch, config?: PaymentConfig | null): PaymentMethod | null {
  const allowed = (id: CheckoutPaymentMethod): boolean =>
    Boolean(branch[PAYMENT_SWITCHES[id].atBranch]) && (!config || Boolean(config[PAYMENT_SWITCHES[id].global]))
  if (allowed('cash')) return 'cash'
  if (allowed('datatrans')) return 'datatrans'
  return null
}
