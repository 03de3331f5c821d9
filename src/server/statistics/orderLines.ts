import { COUNTED_UNITS } from '@/src/domain/units/units'

import type { SqlParams } from './sql'

/** A line's (alias `i`) items as the cart badge counts them: pieces, pairs and persons by amount, every other unit (kg, l …) as 1. */
export const itemCount = (p: SqlParams) => `CASE WHEN i.unit IS NULL OR i.unit::text = ANY(${p.add(COUNTED_UNITS, 'text[]')}) THEN i.amount ELSE 1 END`

/** What popular-items counts a line (alias `i`) under: its product, or its name when it has none. */
export const productKey = `coalesce('product:' || i.product_id::text, 'name:' || i.name)`
