import { richText } from '@/src/server/site/richText'
import { type DemoPage, type PageContent, type PageContext, siteLink } from './pageContext'

/** Über uns: history, team, a quote and photos of the three restaurants. */
export const aboutPage: DemoPage = { path: '/ueber-uns', name: 'Über uns', type: 'custom_site', build: aboutContent }

function aboutContent(ctx: PageContext): PageContent {
  const { images } = ctx
  return {
    seo: { title: 'Über uns', description: 'Die Alpenküche: ehrliche österreichische Küche in Wien, Graz und Linz – seit 2009 ein Familienbetrieb.' },
    content: {
      body: [
        {
          blockType: 'heroA',
          additionalLabel: 'none',
          image: images.ueberUnsHero,
          title: 'Ehrlich gekocht seit 2009',
          text: richText(
            'Was als kleines Wirtshaus in Mariahilf begann, ist heute ein Familienbetrieb mit drei Standorten in Wien, Graz und Linz. Wir kochen österreichisch, saisonal und mit Zutaten von Bäuerinnen und Bauern, die wir persönlich kennen.',
          ),
          links: [siteLink(ctx, 'Unsere Leistungen', '/leistungen'), siteLink(ctx, 'Kontakt aufnehmen', '/kontakt')],
        },
        {
          blockType: 'textContent',
          title: 'Unsere Geschichte',
          text: richText(
            'Im Herbst 2009 haben Johanna Wieser und Florian Aigner das ehemalige Gasthaus „Zum grünen Baum“ in der Mariahilfer Straße übernommen. Die Idee war einfach: Wirtshausküche, wie man sie von der Großmutter kennt – nur mit etwas mehr Gemüse und etwas weniger Fett.',
            '2016 kam der Standort am Lendplatz in Graz dazu, 2021 das Lokal in Linz-Urfahr direkt an der Donau. In allen drei Küchen wird täglich frisch gekocht; Fonds, Knödel und Strudelteig machen wir selbst.',
            {
              list: [
                'Fleisch aus dem Mostviertel und der Südoststeiermark',
                'Gemüse von Gärtnereien im Marchfeld und im Grazer Becken',
                'Mehl aus der Stadtmühle, Eier von Freilandhöfen in Oberösterreich',
              ],
            },
          ),
          links: [siteLink(ctx, 'Offene Stellen', '/karriere')],
        },
        {
          blockType: 'team',
          title: 'Die Menschen hinter der Alpenküche',
          text: richText('Rund 45 Mitarbeiterinnen und Mitarbeiter sorgen in Küche, Service und Verwaltung dafür, dass es unseren Gästen schmeckt.'),
          contacts: [
            {
              name: 'Johanna Wieser',
              role: 'Geschäftsführerin',
              quote: 'Ein Wirtshaus lebt von seinen Stammgästen – und die kommen nur wieder, wenn alles passt.',
              email: 'j.wieser@alpenkueche.at',
              phone: '+43 1 597 12 34-10',
              image: images.wieser,
            },
            {
              name: 'Florian Aigner',
              role: 'Küchenchef Wien Mariahilf',
              quote: 'Mein Lieblingsgericht? Ein gutes Rindsgulasch am zweiten Tag.',
              email: 'f.aigner@alpenkueche.at',
              image: images.aigner,
            },
            {
              name: 'Katharina Berger',
              role: 'Vertrieb Catering & Events',
              quote: 'Vom Geschäftsfrühstück bis zur Hochzeit: Ich kümmere mich darum, dass Ihr Fest gelingt.',
              email: 'catering@alpenkueche.at',
              phone: '+43 1 597 12 34-20',
              image: images.berger,
            },
          ],
        },
        {
          blockType: 'quote',
          text: richText('Gutes Essen braucht keine Show – nur gute Zutaten, Zeit und Menschen, die ihr Handwerk lieben.'),
          author: 'Florian Aigner, Küchenchef',
          image: images.aigner,
        },
        { blockType: 'threeImages', images: [images.gaststubeWien, images.kuecheGraz, images.gastgartenLinz] },
      ],
    },
  }
}
