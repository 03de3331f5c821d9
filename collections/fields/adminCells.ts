/** Import-map paths of the shared list cells, for `admin.components.Cell`. */
export const MONEY_CELL = '/backoffice/admin/ui/MoneyCell#MoneyCell'
export const BOOLEAN_CELL = '/backoffice/admin/ui/BooleanCell#BooleanCell'
