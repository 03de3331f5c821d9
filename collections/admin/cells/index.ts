/** Import-map paths of the shared list cells, for `admin.components.Cell`. */
export const MONEY_CELL = '/collections/admin/cells/MoneyCell#MoneyCell'
export const BOOLEAN_CELL = '/collections/admin/cells/BooleanCell#BooleanCell'
