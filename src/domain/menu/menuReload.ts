/** Menu and product data reload every 4 hours, checked every 10 seconds (ordering-storefront.md section 9). */
export const MENU_RELOAD_AFTER_MS = 4 * 60 * 60 * 1000
export const MENU_RELOAD_CHECK_MS = 10 * 1000

/** Whether the menu data loaded at `loadedAt` (epoch ms) is due for a reload at `now` (epoch ms). */
export const isMenuReloadDue = (loadedAt: number, now: number): boolean => now - loadedAt >= MENU_RELOAD_AFTER_MS
