import type { Branch } from '../branches/types'
import type { DeliveryArea } from './types'

/**
 * The delivery area an order is priced with: the area of that name (trimmed, case-insensitive);
 * without a name the branch's first area (the storefront preselects it). An unknown name gives
 * null, so the caller rejects the order instead of silently pricing another area.
 */
export function findDeliveryArea(
  branch: Pick<Branch, 'deliveryAreas'>,
  areaName?: string | null,
): DeliveryArea | null {
  const areas = branch.deliveryAreas ?? []
  const wanted = (areaName ?? '').trim().toLowerCase()
  if (wanted === '') return areas[0] ?? null
  return areas.find((area) => (area.area ?? '').trim().toLowerCase() === wanted) ?? null
}
