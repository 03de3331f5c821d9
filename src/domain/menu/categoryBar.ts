/**
 * The sticky category bar of the branch page (ordering-storefront.md section 9, Category bar):
 * where a category's product group lands when its button is clicked, and which category is the
 * active one while the visitor scrolls.
 */

/** Below this window width (the tablet breakpoint) the scroll offset depends on the window width. */
const CATEGORY_BAR_TABLET_BREAKPOINT = 720

/** Scroll offset from the tablet breakpoint on. */
const CATEGORY_BAR_DESKTOP_OFFSET = -150

/** Share of the window width used as (negative) scroll offset below the tablet breakpoint. */
const CATEGORY_BAR_PHONE_OFFSET_RATIO = 0.36

/** Share of the window height a group's top must lie above to count as the active category. */
const CATEGORY_BAR_ACTIVE_RATIO = 0.25

/**
 * The offset added to a group's top when scrolling to it: -150 px, or 36 % of the window width
 * (negative) below the tablet breakpoint of 720 px.
 */
export function categoryScrollOffset(windowWidth: number): number {
  return windowWidth < CATEGORY_BAR_TABLET_BREAKPOINT
    ? -Math.round(windowWidth * CATEGORY_BAR_PHONE_OFFSET_RATIO)
    : CATEGORY_BAR_DESKTOP_OFFSET
}

/** The document position to scroll to for a group whose top is `groupTop` px from the document top. */
export const categoryScrollTarget = (groupTop: number, windowWidth: number): number =>
  Math.max(0, groupTop + categoryScrollOffset(windowWidth))

/**
 * The index of the active category: the last group whose top (relative to the viewport) lies
 * above 25 % of the window height. Before the first group has reached that line the first
 * category is active; -1 only when there are no groups.
 */
export function activeCategoryIndex(groupTops: readonly number[], windowHeight: number): number {
  if (groupTops.length === 0) return -1
  const line = windowHeight * CATEGORY_BAR_ACTIVE_RATIO
  let active = 0
  groupTops.forEach((top, index) => {
    if (top < line) active = index
  })
  return active
}
