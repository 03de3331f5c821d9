import type { Field } from 'payload'

/** Field admin options to merge in; `components` is merged with the field's own components. */
export type FieldAdminOverride = Record<string, unknown> & { components?: Record<string, unknown> }

/** Decides the admin options of one named field from its data path ('totals.gross') and the field. */
export type FieldAdminRule = (path: string, field: Field) => FieldAdminOverride | undefined

const mergeAdmin = (field: Field, override: FieldAdminOverride | undefined): Field => {
  if (!override || Object.keys(override).length === 0) return field
  const own = ((field as { admin?: FieldAdminOverride }).admin ?? {}) as FieldAdminOverride
  const components = own.components || override.components ? { ...own.components, ...override.components } : undefined
  return { ...field, admin: { ...own, ...override, ...(components ? { components } : {}) } } as Field
}

/**
 * Applies back-office presentation (list columns, filters, cells, conditions) to a field tree
 * without touching its data shape: `rule` is asked for every named field with its data path.
 * Rows, collapsibles and unnamed tabs add nothing to the path; named groups, arrays and tabs do.
 */
export function withFieldAdmin(fields: Field[], rule: FieldAdminRule, prefix = ''): Field[] {
  return fields.map((field) => {
    const name = 'name' in field && typeof field.name === 'string' ? field.name : null
    const path = name ? (prefix ? `${prefix}.${name}` : name) : prefix
    if (field.type === 'tabs') {
      const tabs = field.tabs.map((tab) => {
        const tabPath = 'name' in tab && tab.name ? (prefix ? `${prefix}.${tab.name}` : tab.name) : prefix
        return { ...tab, fields: withFieldAdmin(tab.fields, rule, tabPath) }
      })
      return { ...field, tabs }
    }
    const nested = 'fields' in field && Array.isArray(field.fields) ? ({ ...field, fields: withFieldAdmin(field.fields, rule, path) } as Field) : field
    return name ? mergeAdmin(nested, rule(path, nested)) : nested
  })
}
