/**
 * Plain data shapes the business rules work on. They mirror the fields of the specs
 * (ordering-storefront.md section 3, parts-shop-and-site.md section 3) and of the Payload
 * collections, so a document read from the database can be passed in as it is.
 * Numbers read from PostgreSQL may arrive as strings; the rules accept both.
 */

export type Id = number | string
export type Numeric = number | string

export type DeliveryMode = 'takeaway' | 'delivery' | 'dineIn'

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'
export type OpeningRuleType = 'once' | 'daily' | Weekday

/** One row of opening hours, delivery hours or a schedule. Times are 'HH:MM', dates 'YYYY-MM-DD'. */
export interface OpeningRule {
  type: OpeningRuleType
  /** Only for `once`: the calendar day the rule is about. */
  date?: string | null
  isClosed?: boolean | null
  from?: string | null
  to?: string | null
}

export interface DeliveryArea {
  area: string
  price?: Numeric | null
  tax?: Numeric | null
  free?: boolean | null
  freeFromOrderValue?: Numeric | null
  minimumOrderValue?: Numeric | null
}

export interface Tag {
  id: Id
  name: string
}

export interface Branch {
  id: Id
  identifier: string
  name: string
  description?: string | null
  street?: string | null
  zipCode?: string | null
  city?: string | null
  phone?: string | null
  email?: string | null
  keywords?: string | null
  tags?: (Tag | Id)[] | null
  isEnabled?: boolean | null
  isPublic?: boolean | null
  openingHours?: OpeningRule[] | null
  deliveryHours?: OpeningRule[] | null
  isDeliveryHoursEnabled?: boolean | null
  closedMessage?: string | null
  orderableFrom?: string | null
  isTakeawayEnabled?: boolean | null
  isDeliveryEnabled?: boolean | null
  isDineInEnabled?: boolean | null
  isPreorderEnabled?: boolean | null
  isAppointmentRequired?: boolean | null
  isQuotationRequired?: boolean | null
  isTableSelectionEnabled?: boolean | null
  isDeliveryEmailRequired?: boolean | null
  isDineInEmailRequired?: boolean | null
  isTakeawayEmailRequired?: boolean | null
  isDeliveryPhoneRequired?: boolean | null
  isDineInPhoneRequired?: boolean | null
  isTakeawayPhoneRequired?: boolean | null
  isDeliveryAddressRequired?: boolean | null
  isDineInAddressRequired?: boolean | null
  isTakeawayAddressRequired?: boolean | null
  isCashEnabled?: boolean | null
  isATMCardEnabled?: boolean | null
  isHydroAGVoucherEnabled?: boolean | null
  isMollieEnabled?: boolean | null
  isDatatransEnabled?: boolean | null
  deliveryAreas?: DeliveryArea[] | null
}

/** Unit identifiers; the square and cubic units are written mm2 … m3 (shown as mm² … m³). */
export type UnitName =
  | 'amount' | 'serving' | 'pair' | 'person' | 'package'
  | 'g' | 'dag' | 'kg'
  | 'ml' | 'cl' | 'dl' | 'l'
  | 'mm' | 'cm' | 'dm' | 'm' | 'km'
  | 'mm2' | 'cm2' | 'dm2' | 'm2'
  | 'mm3' | 'cm3' | 'dm3' | 'm3'

export type CalculationModel = 'fixed' | 'approximate' | 'minimum'

export interface QuantityLimits {
  minimumQuantity?: Numeric | null
  maximumQuantity?: Numeric | null
  quantityStepSize?: Numeric | null
}

export interface AlternativeUnit extends QuantityLimits {
  unit: UnitName
  /** How many of the product's base unit one of this unit is worth. */
  ratio: Numeric
  calculationModel?: CalculationModel | null
}

export type PartType = 'text' | 'textarea' | 'image' | 'images' | 'file' | 'files' | 'select' | 'multiselect'
export type PriceModifier = 'add' | 'subtract' | 'overwrite'

export interface PartOption {
  name: string
  modifier?: PriceModifier | null
  value?: Numeric | null
}

export interface ConfigurablePart {
  name: string
  description?: string | null
  type: PartType
  optional?: boolean | null
  options?: PartOption[] | null
}

export type LeadTimeType = 'minutes' | 'hours' | 'days' | 'weeks'

export interface LeadTime {
  isEnabled?: boolean | null
  /** Only minutes, hours, days and weeks count; anything else is ignored. */
  type?: LeadTimeType | string | null
  value?: Numeric | null
}

export interface VolumeDiscount {
  type?: 'volumeDiscount' | string | null
  minimumAmount: Numeric
  /** New unit price including VAT. */
  newPrice: Numeric
}

export interface SalesPrice {
  /** Promotion price excluding VAT. */
  price?: Numeric | null
  /** Last day of the promotion, 'YYYY-MM-DD' or ISO date-time. */
  endDate?: string | null
}

export interface Product extends QuantityLimits {
  id: Id
  uid?: string | null
  name: string
  description?: string | null
  type?: 'bundle' | 'configurable' | 'simple' | string | null
  /** Gross unit price per base unit. */
  price?: Numeric | null
  /** Tax percent for delivery orders. */
  tax?: Numeric | null
  dineInTax?: Numeric | null
  takeawayTax?: Numeric | null
  unit?: UnitName | null
  alternativeUnits?: AlternativeUnit[] | null
  defaultQuantity?: Numeric | null
  defaultUnit?: UnitName | null
  calculationModel?: CalculationModel | null
  isPriceHidden?: boolean | null
  isEnabled?: boolean | null
  isVisibleWhenUnavailable?: boolean | null
  /** When the product can be ordered; empty means always. Same rule shape as opening hours. */
  schedule?: OpeningRule[] | null
  isStepByStep?: boolean | null
  config?: { parts?: ConfigurablePart[] | null } | null
  leadTime?: LeadTime | null
  // Parts shop
  isPublic?: boolean | null
  materialGroup?: string | null
  mkz?: Numeric | null
  discounts?: VolumeDiscount[] | null
  salesPrice?: SalesPrice | null
}

export interface Category {
  id: Id
  name: string
  isEnabled?: boolean | null
  isVisibleWhenUnavailable?: boolean | null
  schedule?: OpeningRule[] | null
  products?: (Product | Id)[] | null
}

export interface Menu {
  id: Id
  /** ISO date-time from which the menu applies. */
  availableFrom?: string | null
  branches?: (Id | { id: Id })[] | null
  catalog?: { categories?: (Category | Id)[] | null } | null
}

/** Upload reference as kept in a cart part. */
export interface UploadRef {
  id: Id
  publicHash?: string | null
  version?: Numeric | null
  extension?: string | null
  mimeType?: string | null
  name?: string | null
}

/**
 * The customer's answer to one configurable part: option names for select/multiselect, text for
 * text/textarea, uploads for image(s)/file(s). In the parts shop parts[0] is the line comment and
 * parts[1] the wanted delivery date (DD.MM.YYYY).
 */
export type PartValue = string | string[] | UploadRef[] | null | undefined

export interface CartItem {
  product: Product
  amount: Numeric
  unit?: UnitName | null
  parts?: PartValue[] | null
}

export interface CartOrder {
  deliveryArea?: string | null
  /** ISO date-time of the wanted appointment, or null for 'as soon as possible'. */
  appointment?: string | null
  comment?: string | null
}

export interface Cart {
  items: CartItem[]
  isDelivery: boolean
  isDineIn: boolean
  order: CartOrder
}
