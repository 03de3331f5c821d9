import { describe, expect, it } from '@jest/globals'

import { layerPlacement, OVERVIEW_LAYERS, shouldScrollToOverview, toggleLayer } from '@/src/domain/site/componentOverview'
import {
  catalogueSliderStep,
  HERO_SLIDER_DELAY_MS,
  MARKETING_SLIDER_DELAY_MS,
  minWidthQuery,
  shouldAutoAdvance,
  SITE_BREAKPOINTS,
  SLIDE_RESTART_DELAY_MS,
  slidesPerView,
  SWIPE_THRESHOLD_PX,
  wrapIndex,
} from '@/src/domain/site/slider'

describe('slider constants (parts-shop-and-site.md section 9)', () => {
  it.each<[string, number, number]>([
    ['hero slider delay (ms)', HERO_SLIDER_DELAY_MS, 8000],
    ['marketing slider delay (ms)', MARKETING_SLIDER_DELAY_MS, 5000],
    ['swipe threshold (px)', SWIPE_THRESHOLD_PX, 40],
    ['slide restart delay (ms)', SLIDE_RESTART_DELAY_MS, 300],
    ['tablet breakpoint', SITE_BREAKPOINTS.tablet, 720],
    ['desktop breakpoint', SITE_BREAKPOINTS.desktop, 1024],
    ['large breakpoint', SITE_BREAKPOINTS.large, 1600],
  ])('%s', (_, value, expected) => expect(value).toBe(expected))

  it('writes a min-width media query', () => expect(minWidthQuery(1024)).toBe('(min-width: 1024px)'))
})

describe('wrapIndex: the hero slider index wraps around', () => {
  it.each<[string, number, number, number]>([
    ['inside the range', 1, 3, 1],
    ['after the last comes the first', 3, 3, 0],
    ['two past the end', 4, 3, 1],
    ['before the first comes the last', -1, 3, 2],
    ['far below', -7, 3, 2],
    ['one slide', 5, 1, 0],
    ['no slides', 2, 0, 0],
    ['not a number', Number.NaN, 3, 0],
    ['fractions are cut', 2.7, 3, 2],
  ])('%s', (_, index, count, expected) => expect(wrapIndex(index, count)).toBe(expected))
})

describe('shouldAutoAdvance: a timer only with more than one slide, no reduced motion and no manual choice', () => {
  it.each<[string, number, boolean, boolean, boolean]>([
    ['two slides', 2, false, false, true],
    ['one slide', 1, false, false, false],
    ['no slides', 0, false, false, false],
    ['reduced motion', 3, true, false, false],
    ['the visitor chose a slide', 3, false, true, false],
  ])('%s', (_, slideCount, reducedMotion, stoppedByVisitor, expected) =>
    expect(shouldAutoAdvance({ slideCount, reducedMotion, stoppedByVisitor })).toBe(expected))
})

describe('catalogueSliderStep: by 4 from 1024 px, else by 2', () => {
  it.each<[number, number]>([
    [390, 2],
    [720, 2],
    [1023, 2],
    [1024, 4],
    [1600, 4],
  ])('%d px moves by %d', (width, step) => expect(catalogueSliderStep(width)).toBe(step))
})

describe('slidesPerView: 1, 2 from 720 px, up to 4 from 1024 px', () => {
  it.each<[number, number | undefined, number]>([
    [390, undefined, 1],
    [719, undefined, 1],
    [720, undefined, 2],
    [1023, undefined, 2],
    [1024, undefined, 4],
    [1920, undefined, 4],
    [1280, 3, 3],
    [800, 1, 1],
  ])('%d px (max %s) shows %d', (width, max, expected) => expect(slidesPerView(width, max)).toBe(expected))
})

describe('clickable component overview', () => {
  it('has 8 layers, 4 on each side, top to bottom', () => {
    expect(OVERVIEW_LAYERS.map((layer) => `${layer.key}:${layer.side}:${layer.row}`)).toEqual([
      'layer1:left:0', 'layer2:left:1', 'layer3:left:2', 'layer4:left:3',
      'layer5:right:0', 'layer6:right:1', 'layer7:right:2', 'layer8:right:3',
    ])
  })

  it('keeps a layer number within 1 to 8', () => {
    expect(layerPlacement(0).number).toBe(1)
    expect(layerPlacement(9).number).toBe(8)
  })

  it.each<[string, number | null, number, number | null]>([
    ['opens a layer when none is open', null, 3, 3],
    ['closes the open layer when chosen again', 3, 3, null],
    ['switches to another layer', 3, 5, 5],
  ])('toggleLayer %s', (_, active, chosen, expected) => expect(toggleLayer(active, chosen)).toBe(expected))

  it.each<[number, boolean]>([
    [390, true],
    [1023, true],
    [1024, false],
  ])('at %d px scrolls to the overview: %s', (width, expected) => expect(shouldScrollToOverview(width)).toBe(expected))
})
