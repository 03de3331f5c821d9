/** The change feed's source of scenes, film sequences, streams and TVs (their hooks announce it). */
export const SIGNAGE_SOURCE = 'signage'

/**
 * What a player shows besides its own command: the signage programme and, for the menu board, the
 * branch with its menus, categories, products, pictures and the settings. A change of any of them
 * tells the player to load its playlist again.
 */
export const PLAYER_CONTENT_SOURCES: readonly string[] = [SIGNAGE_SOURCE, 'branches', 'menus', 'categories', 'products', 'images', 'uploads', 'config']
