'use client'

import { useEffect, useRef, useState } from 'react'

import { MAP_SERVICE, type ConsentServices } from '@/src/domain/consent'
import type { MapPosition } from '@/src/domain/site/map'
import { ServiceConsentGate } from '@/storefront/consent/ServiceConsentGate'
import { useReducedMotion } from '@/storefront/site/slider/useReducedMotion'

import styles from './BranchMap.module.css'
import { MAP_TEXTS as T, mapRegionLabel, markerLabel } from './texts'

interface BranchMapProps {
  /** The consent configuration of the site: the map waits for the 'map' service. */
  services: ConsentServices
  /** What the map shows: the branch's or the block's position. */
  target: MapPosition
  zoom: number
  /** The configured style's address (token included), or null for OpenStreetMap's raster tiles. */
  styleUrl: string | null
  directionsHref: string
  /** The place's name, for the map's accessible name and the marker. */
  name: string
}

type MapState = 'waiting' | 'shown' | 'failed'

/** The map itself: loads MapLibre when it scrolls into view, then flies to the target. */
function MapCanvas({ target, zoom, styleUrl, directionsHref, name }: Omit<BranchMapProps, 'services'>) {
  const containerRef = useRef<HTMLDivElement>(null)
  const reducedMotion = useReducedMotion()
  const [isInView, setInView] = useState(false)
  const [state, setState] = useState<MapState>('waiting')

  useEffect(() => {
    const element = containerRef.current
    if (!element || isInView) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setInView(true)
        observer.disconnect()
      }
    }, { threshold: 0.25 })
    observer.observe(element)
    return () => observer.disconnect()
  }, [isInView])

  useEffect(() => {
    const container = containerRef.current
    if (!isInView || !container) return
    let removeMap: (() => void) | null = null
    let cancelled = false
    import('./maplibreRuntime')
      .then(({ showBranchMap }) => {
        if (cancelled) return
        removeMap = showBranchMap({
          container,
          target,
          zoom,
          styleUrl,
          reducedMotion,
          directionsHref,
          markerLabel: markerLabel(name),
          locale: T.controls,
          onError: () => setState('failed'),
        })
        setState((current) => (current === 'failed' ? current : 'shown'))
      })
      .catch(() => {
        if (!cancelled) setState('failed')
      })
    return () => {
      cancelled = true
      removeMap?.()
    }
  }, [isInView, target, zoom, styleUrl, reducedMotion, directionsHref, name])

  // waiting: not yet in view; loading: in view, MapLibre on its way
  const shown = state === 'waiting' && isInView ? 'loading' : state
  return (
    <div className={styles.frame}>
      <div ref={containerRef} className={styles.map} role="region" aria-label={mapRegionLabel(name)} data-map-state={shown} />
      {shown === 'loading' ? <p className={styles.status} aria-live="polite">{T.loading}</p> : null}
      {shown === 'failed' ? <p className={styles.status} role="alert">{T.failed}</p> : null}
    </div>
  )
}

/**
 * The map of a branch (parts-shop-and-site.md sections 4, 7 and 9), rendered only when the map
 * setting is on. It waits for the visitor's consent to the map service (a placeholder with
 * 'Karte anzeigen' opens the consent settings until then) and loads MapLibre only once it scrolls
 * into view. Below it, the directions link works without the map.
 */
export function BranchMap({ services, ...map }: BranchMapProps) {
  return (
    <div className={styles.wrapper}>
      <ServiceConsentGate services={services} serviceId={MAP_SERVICE} placeholder={T.placeholder} className={styles.placeholder}>
        <MapCanvas {...map} />
      </ServiceConsentGate>
      <p className={styles.directions}>
        <a href={map.directionsHref} target="_blank" rel="noopener noreferrer" aria-label={T.directionsNewTab}>
          {T.directions}
        </a>
      </p>
    </div>
  )
}
