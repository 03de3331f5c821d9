import { OVERVIEW_LAYERS } from '@/src/domain/site/componentOverview'
import type { ClickableComponentOverviewBlock } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import { ComponentOverviewClient, type OverviewLayer } from './Component.client'
import styles from './ClickableComponentOverview.module.css'
import { COMPONENT_OVERVIEW_TEXTS as T } from './texts'

/**
 * Clickable component overview (parts-shop-and-site.md section 2): an image with 4 plus buttons on
 * each side (layers 1 to 8); a plus or one of the 8 options below opens that layer's panel (label
 * and text) with a close button. Image and texts are rendered here; only the choosing runs in the
 * browser. Layers without a label are left out.
 */
export function ClickableComponentOverviewView({ block, isFirst }: BlockProps<ClickableComponentOverviewBlock>) {
  const layers: OverviewLayer[] = OVERVIEW_LAYERS.flatMap((placement) => {
    const layer = block.layers?.[placement.key]
    const label = layer?.label?.trim()
    if (!label) return []
    return [{ number: placement.number, side: placement.side, row: placement.row, label, text: <RichText data={layer?.text} className={`rich-text ${styles.layerText}`} /> }]
  })
  return (
    <div className={`container ${styles.block}`}>
      <RichText data={block.text} className={`rich-text ${styles.intro}`} />
      <ComponentOverviewClient
        label={T.label}
        image={<SiteImage image={block.image} sizes="(min-width: 1232px) 1200px, 100vw" fallbackSize="large" priority={isFirst} className={styles.image} />}
        layers={layers}
      />
    </div>
  )
}
