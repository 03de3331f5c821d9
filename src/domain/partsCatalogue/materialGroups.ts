/**
 * Material groups of parts-shop products (parts-shop-and-site.md: "17 codes such as 5S1 to 5SW and
 * SV, and spare parts"; the full list is not shown). We assume the 15 codes 5S1 … 5S9, 5SA … 5SE
 * and 5SW, the code SV and spare parts (ET, 'Ersatzteile'). Codes stay as labels: staff know them.
 */
export const MATERIAL_GROUP_CODES = [
  '5S1', '5S2', '5S3', '5S4', '5S5', '5S6', '5S7', '5S8', '5S9',
  '5SA', '5SB', '5SC', '5SD', '5SE', '5SW', 'SV', 'ET',
] as const

export type MaterialGroup = (typeof MATERIAL_GROUP_CODES)[number]
