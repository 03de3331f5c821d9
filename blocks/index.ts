import type { Block } from 'payload'

import { catalogueSliderBlock } from './CatalogueSlider/config'
import { clickableComponentOverviewBlock } from './ClickableComponentOverview/config'
import { contactPersonsBlock } from './ContactPersons/config'
import { formDataBlock } from './FormData/config'
import { formMapBlock } from './FormMap/config'
import { fourColumnsBlock } from './FourColumns/config'
import { fourColumns2Block } from './FourColumns2/config'
import { heroABlock } from './HeroA/config'
import { heroBBlock } from './HeroB/config'
import { heroSliderBlock } from './HeroSlider/config'
import { imageBlock } from './Image/config'
import { imageAutoBlock } from './ImageAuto/config'
import { linkedInBlock } from './LinkedIn/config'
import { listingBlock } from './Listing/config'
import { quoteBlock } from './Quote/config'
import { siteReferencesBlock } from './SiteReferences/config'
import { stepListBlock } from './StepList/config'
import { teamBlock } from './Team/config'
import { textCatalogueBlock } from './TextCatalogue/config'
import { textContentBlock } from './TextContent/config'
import { textImageSloganBlock } from './TextImageSlogan/config'
import { textSliderBlock } from './TextSlider/config'
import { textWithSubHeadlineBlock } from './TextWithSubHeadline/config'
import { threeImagesBlock } from './ThreeImages/config'
import { twoColumnsBlock } from './TwoColumns/config'
import { vacanciesBlock } from './Vacancies/config'

/** All body block kinds, in the order of parts-shop-and-site.md ("Body block kinds"). */
export const contentBlocks: Block[] = [
  heroABlock,
  heroBBlock,
  heroSliderBlock,
  textSliderBlock,
  textImageSloganBlock,
  siteReferencesBlock,
  stepListBlock,
  contactPersonsBlock,
  linkedInBlock,
  textContentBlock,
  textWithSubHeadlineBlock,
  imageBlock,
  imageAutoBlock,
  quoteBlock,
  listingBlock,
  teamBlock,
  twoColumnsBlock,
  fourColumnsBlock,
  fourColumns2Block,
  threeImagesBlock,
  vacanciesBlock,
  formDataBlock,
  formMapBlock,
  catalogueSliderBlock,
  textCatalogueBlock,
  clickableComponentOverviewBlock,
]
