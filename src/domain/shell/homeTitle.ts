/**
 * The home page's title (ordering-storefront.md section 2, page titles; issue 26 §2.6): the
 * division title in front of the shop title, '{division} - {shop}', when the division has a
 * title; the shop title alone otherwise, and when both are the same.
 */
export function homeTitle(divisionTitle: string | null | undefined, shopTitle: string): string {
  const division = divisionTitle?.trim()
  if (!division || division === shopTitle.trim()) return shopTitle
  return `${division} - ${shopTitle}`
}
