/**
 * The map of the contact form with map (parts-shop-and-site.md sections 4, 7 and 9): where it
 * looks, how it looks, which style it loads and where a click leads. Pure data and rules; the
 * storefront hands them to the map library.
 */

export interface MapPosition {
  latitude: number
  longitude: number
}

/** Default view: zoom 19, pitch 55, bearing -85, centre near longitude 9.65 and latitude 47.44. */
export const MAP_DEFAULTS = {
  zoom: 19,
  pitch: 55,
  bearing: -85,
  center: { longitude: 9.65, latitude: 47.44 },
} as const

/** 3D buildings appear from zoom 15 with opacity 0.6. */
export const MAP_BUILDINGS = { minZoom: 15, opacity: 0.6, color: '#b7b7b7' } as const

/** The branch marker is red. */
export const MAP_MARKER_COLOR = '#dc0814'

/** Zoom the map starts at before it flies to the target (a street overview). */
export const MAP_START_ZOOM = 14

/** The source layer of building footprints in OpenMapTiles-style vector tiles. */
export const BUILDING_SOURCE_LAYER = 'building'

/** Plain OpenStreetMap raster tiles, when no map style is configured. */
const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>-Mitwirkende'

/** A style definition (MapLibre style specification, version 8) with OpenStreetMap's raster tiles. */
export const OSM_RASTER_STYLE = {
  version: 8 as const,
  sources: {
    osm: { type: 'raster' as const, tiles: [OSM_TILE_URL], tileSize: 256, maxzoom: 19, attribution: OSM_ATTRIBUTION },
  },
  layers: [{ id: 'osm', type: 'raster' as const, source: 'osm' }],
}

interface Coordinates {
  latitude?: number | null
  longitude?: number | null
}

const isLatitude = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90
const isLongitude = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180

function position(source: Coordinates | null | undefined): MapPosition | null {
  if (!source || !isLatitude(source.latitude) || !isLongitude(source.longitude)) return null
  // 0/0 is what an empty pair of number fields may come back as: not a real place for a branch.
  if (source.latitude === 0 && source.longitude === 0) return null
  return { latitude: source.latitude, longitude: source.longitude }
}

/**
 * Where the map looks: the branch's coordinates, else the block's own position, else the default
 * centre (longitude 9.65, latitude 47.44).
 */
export function mapTarget(branch: Coordinates | null | undefined, geolocation: Coordinates | null | undefined): MapPosition {
  return position(branch) ?? position(geolocation) ?? { ...MAP_DEFAULTS.center }
}

/**
 * The zoom of the view: the block's zoom when the editor chose a street-level one (at least the
 * zoom where buildings appear), else the default 19. The editor's map default 0.5 (the whole
 * world) is not a zoom anybody wants for a branch.
 */
export function mapZoom(zoom: number | null | undefined): number {
  return typeof zoom === 'number' && Number.isFinite(zoom) && zoom >= MAP_BUILDINGS.minZoom && zoom <= 22 ? zoom : MAP_DEFAULTS.zoom
}

const TOKEN_PLACEHOLDER = /\{(?:key|token|accessToken)\}/
const TOKEN_PLACEHOLDERS = new RegExp(TOKEN_PLACEHOLDER.source, 'g')
const HAS_TOKEN_PARAMETER = /[?&](?:key|access_token|api_key|token)=/

/**
 * The address of the configured map style with the token as the provider expects it: a
 * '{key}' (or '{token}') placeholder in the address is replaced, otherwise `key=…` is appended
 * (MapTiler and most MapLibre style hosts), unless the address already carries a key. Only http(s)
 * addresses and paths of this site are used (a mapbox:// style needs Mapbox's own library): null
 * then, and the map falls back to OpenStreetMap's raster tiles.
 */
export function mapStyleUrl(style: string | null | undefined, token: string | null | undefined): string | null {
  const address = style?.trim()
  if (!address || !(/^https?:\/\//i.test(address) || (address.startsWith('/') && !address.startsWith('//')))) return null
  const key = token?.trim() ?? ''
  if (TOKEN_PLACEHOLDER.test(address)) return address.replace(TOKEN_PLACEHOLDERS, encodeURIComponent(key))
  if (!key || HAS_TOKEN_PARAMETER.test(address)) return address
  const [base, hash] = address.split('#', 2)
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'
  return `${base}${separator}key=${encodeURIComponent(key)}${hash === undefined ? '' : `#${hash}`}`
}

/** Directions to a position at an external maps service (opened in a new tab). */
export function directionsUrl({ latitude, longitude }: MapPosition): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`
}
