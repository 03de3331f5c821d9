/**
 * MapLibre and its stylesheet, in a chunk of their own: BranchMap imports this module with
 * `import()` only when the map setting is on, the visitor consented and the map scrolled into view.
 */
import 'maplibre-gl/dist/maplibre-gl.css'

import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
  type FillExtrusionLayerSpecification,
  type StyleSpecification,
} from 'maplibre-gl'

import {
  BUILDING_SOURCE_LAYER,
  MAP_BUILDINGS,
  MAP_DEFAULTS,
  MAP_MARKER_COLOR,
  MAP_START_ZOOM,
  OSM_RASTER_STYLE,
  type MapPosition,
} from '@/src/domain/site/map'

/**
 * MapLibre's worker, emitted by the bundler as a file of this site (worker-src 'self'); MapLibre
 * would otherwise look for it beside its own module address, which bundling changes.
 */
const WORKER_URL = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href

const BUILDINGS_LAYER_ID = 'site-3d-buildings'

export interface BranchMapOptions {
  container: HTMLElement
  target: MapPosition
  zoom: number
  /** The configured style's address (token included), or null for OpenStreetMap's raster tiles. */
  styleUrl: string | null
  reducedMotion: boolean
  directionsHref: string
  markerLabel: string
  locale: Record<string, string>
  /** The map cannot be shown (no WebGL, the library failed). */
  onError: () => void
}

/** 3D buildings from zoom 15 at opacity 0.6, when the style has a vector source with a building layer. */
function addBuildings(map: MapLibreMap): void {
  const layers = map.getStyle().layers ?? []
  if (layers.some((layer) => layer.type === 'fill-extrusion') || map.getLayer(BUILDINGS_LAYER_ID)) return
  const buildingLayer = layers.find((layer) => 'source-layer' in layer && layer['source-layer'] === BUILDING_SOURCE_LAYER && 'source' in layer)
  const source = buildingLayer && 'source' in buildingLayer ? buildingLayer.source : null
  if (!source) return
  const extrusion: FillExtrusionLayerSpecification = {
    id: BUILDINGS_LAYER_ID,
    type: 'fill-extrusion',
    source,
    'source-layer': BUILDING_SOURCE_LAYER,
    minzoom: MAP_BUILDINGS.minZoom,
    paint: {
      'fill-extrusion-color': MAP_BUILDINGS.color,
      'fill-extrusion-height': ['coalesce', ['get', 'render_height'], ['get', 'height'], 0],
      'fill-extrusion-base': ['coalesce', ['get', 'render_min_height'], ['get', 'min_height'], 0],
      'fill-extrusion-opacity': MAP_BUILDINGS.opacity,
    },
  }
  // below the first label layer, so street and place names stay readable
  const firstLabel = layers.find((layer) => layer.type === 'symbol')?.id
  map.addLayer(extrusion, firstLabel)
}

/**
 * Shows the map in `container`: it starts on a street overview of the target and flies to it
 * (zoom 19, pitch 55, bearing -85 unless set otherwise) with a red marker; a click on the map or
 * the marker opens the directions in a new tab. Returns the function that removes the map.
 */
export function showBranchMap(options: BranchMapOptions): () => void {
  const { container, target, zoom, styleUrl, reducedMotion, directionsHref, locale, onError } = options
  const center: [number, number] = [target.longitude, target.latitude]
  const openDirections = () => window.open(directionsHref, '_blank', 'noopener,noreferrer')
  let map: MapLibreMap
  try {
    setWorkerUrl(WORKER_URL)
    map = new MapLibreMap({
      container,
      style: styleUrl ?? (OSM_RASTER_STYLE as StyleSpecification),
      center,
      zoom: reducedMotion ? zoom : Math.min(MAP_START_ZOOM, zoom),
      pitch: reducedMotion ? MAP_DEFAULTS.pitch : 0,
      bearing: reducedMotion ? MAP_DEFAULTS.bearing : 0,
      cooperativeGestures: true,
      attributionControl: { compact: true },
      locale,
    })
  } catch {
    onError()
    return () => undefined
  }

  let usesFallbackStyle = styleUrl === null
  map.on('error', () => {
    // a configured style that cannot be loaded: the plain OpenStreetMap tiles instead
    if (usesFallbackStyle || map.loaded()) return
    usesFallbackStyle = true
    map.setStyle(OSM_RASTER_STYLE as StyleSpecification)
  })
  map.on('style.load', () => addBuildings(map))
  map.addControl(new NavigationControl({ visualizePitch: true }), 'top-right')
  map.on('click', openDirections)

  const marker = new Marker({ color: MAP_MARKER_COLOR }).setLngLat(center).addTo(map)
  const markerElement = marker.getElement()
  markerElement.setAttribute('aria-label', options.markerLabel)
  markerElement.title = options.markerLabel
  markerElement.style.cursor = 'pointer'
  markerElement.addEventListener('click', (event) => {
    event.stopPropagation()
    openDirections()
  })

  map.once('load', () => {
    const view = { center, zoom, pitch: MAP_DEFAULTS.pitch, bearing: MAP_DEFAULTS.bearing }
    if (reducedMotion) map.jumpTo(view)
    else map.flyTo({ ...view, duration: 4000, essential: false })
  })

  return () => map.remove()
}
