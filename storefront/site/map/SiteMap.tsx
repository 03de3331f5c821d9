import { directionsUrl, mapStyleUrl, mapTarget, mapZoom } from '@/src/domain/site/map'
import type { Branch } from '@/src/payload-types'
import { loadShell } from '@/storefront/shell/data'

import type { SiteContext } from '../types'
import { BranchMap } from './BranchMap'
import { MAP_TEXTS as T } from './texts'

interface SiteMapProps {
  /** The block's branch (populated); its coordinates come first. */
  branch: number | Branch | null | undefined
  /** The block's own map position (and zoom, when the editor chose a street-level one). */
  geolocation: { latitude?: number | null; longitude?: number | null; zoom?: number | null } | null | undefined
  map: SiteContext['map']
  className?: string
}

/**
 * The map of a block, decided on the server: nothing at all while the map setting is off;
 * otherwise the target (branch, else the block's position, else the default centre), the style
 * address with its token and the directions link go to the browser part, together with the consent
 * configuration it checks.
 */
export async function SiteMap({ branch, geolocation, map, className }: SiteMapProps) {
  if (!map.isEnabled) return null
  const place = branch && typeof branch === 'object' ? branch : null
  const target = mapTarget(place, geolocation)
  const { consentServices } = await loadShell()
  return (
    <div className={className}>
      <BranchMap
        services={consentServices}
        target={target}
        zoom={mapZoom(geolocation?.zoom)}
        styleUrl={mapStyleUrl(map.style, map.token)}
        directionsHref={directionsUrl(target)}
        name={place?.name ?? T.fallbackName}
      />
    </div>
  )
}
