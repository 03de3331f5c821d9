/**
 * What the staff lists read (explicit `select`, branch name through `populate`, so one query
 * per list and its relations batched, never one per order).
 */
export const STAFF_LIST_SELECT = {
  uid: true,
  shop: true,
  branch: true,
  mode: true,
  status: true,
  statusChangedAt: true,
  appointment: true,
  counterAppointment: true,
  readyAt: true,
  createdAt: true,
  tableIdentifier: true,
  deliveryArea: true,
  isCompany: true,
  companyName: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  comment: true,
  paymentMethod: true,
  paymentStatus: true,
  rejectionMessage: true,
  items: { name: true, amount: true, unit: true, partsSummary: true, comment: true, gross: true },
  totals: { gross: true, deliveryFee: true, isApproximate: true },
} as const

/** The history table: the same order head, without the items. */
export const HISTORY_SELECT = (({ items: _items, ...head }) => head)(STAFF_LIST_SELECT)

/** Only the branch's name and identifier are populated. */
export const BRANCH_NAME_POPULATE = { branches: { name: true, identifier: true } } as const

/** Hard cap for the unpaginated lists (current, missed, today's displays). */
export const UNPAGINATED_LIST_LIMIT = 500

/** Statuses of orders that still need work. */
export const OPEN_STATUSES = ['pending', 'confirmed', 'inDelivery'] as const
