import { fillPlaceholders } from '@/src/domain/text'

/** Texts of the map (German), including MapLibre's own control labels. */
export const MAP_TEXTS = {
  /** Accessible name of the map region: 'Karte: Alpenküche Wien'. */
  region: 'Karte: {name}',
  fallbackName: 'Unser Standort',
  placeholder: {
    title: 'Karte',
    text: 'Die Karte wird von einem externen Kartendienst geladen. Mit dem Anzeigen stimmen Sie der Übertragung Ihrer IP-Adresse an den Kartendienst zu.',
    button: 'Karte anzeigen',
  },
  loading: 'Karte wird geladen …',
  failed: 'Die Karte konnte nicht geladen werden.',
  directions: 'Route planen',
  directionsNewTab: 'Route planen (Google Maps, öffnet in einem neuen Tab)',
  marker: 'Standort {name}: Route in Google Maps planen',
  /** MapLibre's control texts in German (its `locale` option). */
  controls: {
    'AttributionControl.ToggleAttribution': 'Quellenangaben ein- oder ausblenden',
    'AttributionControl.MapFeedback': 'Feedback zur Karte',
    'FullscreenControl.Enter': 'Vollbild',
    'FullscreenControl.Exit': 'Vollbild beenden',
    'GeolocateControl.FindMyLocation': 'Meinen Standort finden',
    'GeolocateControl.LocationNotAvailable': 'Standort nicht verfügbar',
    'LogoControl.Title': 'MapLibre-Logo',
    'Map.Title': 'Karte',
    'Marker.Title': 'Kartenmarkierung',
    'NavigationControl.ResetBearing': 'Ziehen zum Drehen, Klicken zum Ausrichten nach Norden',
    'NavigationControl.ZoomIn': 'Vergrößern',
    'NavigationControl.ZoomOut': 'Verkleinern',
    'Popup.Close': 'Schließen',
    'CooperativeGesturesHandler.WindowsHelpText': 'Zum Zoomen Strg + Mausrad verwenden',
    'CooperativeGesturesHandler.MacHelpText': 'Zum Zoomen ⌘ + Mausrad verwenden',
    'CooperativeGesturesHandler.MobileHelpText': 'Verschieben Sie die Karte mit zwei Fingern',
  },
} as const

export const mapRegionLabel = (name: string) => fillPlaceholders(MAP_TEXTS.region, { name })
export const markerLabel = (name: string) => fillPlaceholders(MAP_TEXTS.marker, { name })
