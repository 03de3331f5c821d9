import { zoned } from '@/src/domain/text/dates'

import { catalogues } from '../catalogueFiles'
import { richText } from '@/src/server/site/richText'
import type { DemoPage, PageContent, PageContext } from './pageContext'

/** Downloads: the two PDF catalogues as list and slider. */
export const downloadsPage: DemoPage = { path: '/downloads', name: 'Downloads', type: 'custom_site', build: downloadsContent }

function downloadsContent(ctx: PageContext): PageContent {
  const catalogueList = catalogues(zoned(ctx.now).year).map(({ key, title }) => ({ title, file: ctx.files[key] }))
  return {
    seo: { title: 'Downloads', description: 'Kataloge der Alpenküche und der Alpen Antriebstechnik GmbH zum Herunterladen.' },
    content: {
      body: [
        {
          blockType: 'textCatalogue',
          title: 'Kataloge zum Herunterladen',
          text: richText(
            'Hier finden Sie unseren aktuellen Cateringkatalog mit allen Buffets und Menüs sowie den Produktkatalog unseres Schwesterunternehmens Alpen Antriebstechnik GmbH.',
            'Gedruckte Exemplare schicken wir Ihnen gerne kostenlos zu.',
          ),
          catalogues: catalogueList,
        },
        { blockType: 'catalogueSlider', title: 'Alle Kataloge', catalogues: catalogueList },
      ],
    },
  }
}
