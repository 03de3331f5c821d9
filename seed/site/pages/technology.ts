import { richText } from '@/src/server/site/richText'
import { type DemoPage, type PageContent, type PageContext, emailLink, fileLink, hrefLink, phoneLink, siteLink } from './pageContext'

/** Technologie → Antriebstechnik: the sister company (a technology page). */
export const technologyPage: DemoPage = { path: '/technologie/antriebstechnik', name: 'Antriebstechnik', type: 'custom_technology', build: technologyContent }

function technologyContent(ctx: PageContext): PageContent {
  const { images } = ctx
  return {
    seo: { title: 'Antriebstechnik', description: 'Getriebemotoren, Frequenzumrichter und Hydraulikkomponenten der Alpen Antriebstechnik GmbH.' },
    content: {
      title: 'Antriebstechnik',
      description: 'Die Alpen Antriebstechnik GmbH, unser Schwesterunternehmen in Linz, liefert Getriebemotoren, Frequenzumrichter und Hydraulikkomponenten für Maschinenbau, Fördertechnik und Lebensmittelindustrie.',
      image: images.antriebstechnik,
      additionalLabel: 'labelA',
      body: [
        {
          blockType: 'textContent',
          title: 'Antriebe, die zuverlässig laufen',
          text: richText(
            'Seit über 20 Jahren beraten wir Konstrukteurinnen und Instandhalter bei der Auswahl des passenden Antriebs. Aus unserem Lager in Linz liefern wir mehr als 8.000 Artikel, die meisten innerhalb von 24 Stunden.',
            {
              list: [
                'Getriebemotoren von 0,12 bis 45 kW',
                'Frequenzumrichter mit integrierter Positionierung',
                'Hydraulik-Zahnradpumpen, Kompaktaggregate und Zylinder',
                'Ersatzteile und Dichtungssätze für ältere Baureihen',
              ],
            },
          ),
          links: [
            fileLink('Produktkatalog (PDF)', ctx.files.antriebstechnik),
            hrefLink('Zum Online-Shop', '/shop', '_self'),
            siteLink(ctx, 'Produkte im Überblick', '/produkte-im-ueberblick'),
          ],
        },
        {
          blockType: 'twoColumns',
          columns: [
            {
              title: 'Beratung',
              text: richText('Unser technischer Vertrieb legt Antriebe nach Drehmoment, Drehzahl und Einschaltdauer aus und erstellt auf Wunsch Maßzeichnungen und 3D-Modelle.'),
              links: [phoneLink('+43 732 78 45 60-15', '+43 732 78 45 60-15')],
            },
            {
              title: 'Service',
              text: richText('Reparatur, Ersatzteilversorgung und Inbetriebnahme vor Ort – in ganz Österreich und Süddeutschland.'),
              links: [emailLink('service@alpen-antriebstechnik.at', 'service@alpen-antriebstechnik.at')],
            },
          ],
        },
      ],
    },
  }
}
