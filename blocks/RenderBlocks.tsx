import type { ComponentType } from 'react'

import type { SiteContext } from '@/storefront/site/types'

import { CatalogueSliderView } from './CatalogueSlider/Component'
import { ClickableComponentOverviewView } from './ClickableComponentOverview/Component'
import { ContactPersonsView } from './ContactPersons/Component'
import { FormDataView } from './FormData/Component'
import { FormMapView } from './FormMap/Component'
import { FourColumnsView } from './FourColumns/Component'
import { FourColumns2View } from './FourColumns2/Component'
import { HeroAView } from './HeroA/Component'
import { HeroBView } from './HeroB/Component'
import { HeroSliderView } from './HeroSlider/Component'
import { ImageView } from './Image/Component'
import { ImageAutoView } from './ImageAuto/Component'
import { LinkedInView } from './LinkedIn/Component'
import { ListingView } from './Listing/Component'
import { QuoteView } from './Quote/Component'
import { SiteReferencesView } from './SiteReferences/Component'
import { StepListView } from './StepList/Component'
import { TeamView } from './Team/Component'
import { TextCatalogueView } from './TextCatalogue/Component'
import { TextContentView } from './TextContent/Component'
import { TextImageSloganView } from './TextImageSlogan/Component'
import { TextSliderView } from './TextSlider/Component'
import { TextWithSubHeadlineView } from './TextWithSubHeadline/Component'
import { ThreeImagesView } from './ThreeImages/Component'
import { TwoColumnsView } from './TwoColumns/Component'
import { VacanciesView } from './Vacancies/Component'
import type { BlockProps, ContentBlock } from './types'

type Components = { [Type in ContentBlock['blockType']]: ComponentType<BlockProps<Extract<ContentBlock, { blockType: Type }>>> }

/** The component of every block kind (parts-shop-and-site.md section 3, "Body block kinds"). */
const COMPONENTS: Components = {
  heroA: HeroAView,
  heroB: HeroBView,
  heroSlider: HeroSliderView,
  textSlider: TextSliderView,
  textImageSlogan: TextImageSloganView,
  siteReferences: SiteReferencesView,
  stepList: StepListView,
  contactPersons: ContactPersonsView,
  linkedIn: LinkedInView,
  textContent: TextContentView,
  textWithSubHeadline: TextWithSubHeadlineView,
  image: ImageView,
  imageAuto: ImageAutoView,
  quote: QuoteView,
  listing: ListingView,
  team: TeamView,
  twoColumns: TwoColumnsView,
  fourColumns: FourColumnsView,
  fourColumns2: FourColumns2View,
  threeImages: ThreeImagesView,
  vacancies: VacanciesView,
  formData: FormDataView,
  formMap: FormMapView,
  catalogueSlider: CatalogueSliderView,
  textCatalogue: TextCatalogueView,
  clickableComponentOverview: ClickableComponentOverviewView,
}

/**
 * A page body: each block by its kind, in the editor's order. Every block is a section of its own,
 * anchored by its id so links can jump to it, fading in as it scrolls into view (storefront/shell/ScrollReveal.tsx).
 */
export function RenderBlocks({ blocks, context }: { blocks: readonly ContentBlock[] | null | undefined; context: SiteContext }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = COMPONENTS[block.blockType] as ComponentType<BlockProps<ContentBlock>> | undefined
        if (!Component) return null
        return (
          <div key={block.id ?? index} id={block.id ? `block-${block.id}` : undefined} className="site-block" data-block={block.blockType} data-reveal>
            <Component block={block} context={context} isFirst={index === 0} />
          </div>
        )
      })}
    </>
  )
}
