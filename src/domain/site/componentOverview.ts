import { SITE_BREAKPOINTS } from './slider'

/**
 * The clickable component overview (parts-shop-and-site.md section 2): an image with 4 plus buttons
 * on each side for the layers layer1 … layer8, a panel for the active layer, and the same layers as
 * options below; on mobile choosing an option scrolls to the overview.
 */

/** Layers 1 to 4 sit on the left of the image, 5 to 8 on the right. */
const OVERVIEW_LAYER_COUNT = 8
const LAYERS_PER_SIDE = OVERVIEW_LAYER_COUNT / 2

type OverviewLayerKey = `layer${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`

export interface OverviewLayerPlacement {
  /** 1 … 8 */
  number: number
  key: OverviewLayerKey
  side: 'left' | 'right'
  /** 0 … 3 from the top of its side. */
  row: number
}

/** Where the plus button of a layer sits: its side and its row on that side. */
export function layerPlacement(number: number): OverviewLayerPlacement {
  const index = Math.min(Math.max(Math.trunc(number), 1), OVERVIEW_LAYER_COUNT) - 1
  return {
    number: index + 1,
    key: `layer${index + 1}` as OverviewLayerKey,
    side: index < LAYERS_PER_SIDE ? 'left' : 'right',
    row: index % LAYERS_PER_SIDE,
  }
}

/** The eight layers in order. */
export const OVERVIEW_LAYERS: readonly OverviewLayerPlacement[] = Array.from({ length: OVERVIEW_LAYER_COUNT }, (_, index) => layerPlacement(index + 1))

/** Choosing the active layer again closes it; choosing another one opens that one instead. */
export function toggleLayer(active: number | null, chosen: number): number | null {
  return active === chosen ? null : chosen
}

/** On screens narrower than the desktop breakpoint (1024 px) a chosen option scrolls the overview into view. */
export function shouldScrollToOverview(viewportWidth: number): boolean {
  return viewportWidth < SITE_BREAKPOINTS.desktop
}
