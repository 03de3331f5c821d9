import { richText } from '@/src/server/site/richText'
import type { DemoPage, PageContent } from './pageContext'

/** Karriere: introduction and three vacancies with the minimum wage the law requires. */
export const careerPage: DemoPage = { path: '/karriere', name: 'Karriere', type: 'custom_site', build: careerContent }

function careerContent(): PageContent {
  const salary = (amount: string) =>
    `Für diese Stelle gilt laut Kollektivvertrag für Arbeiter:innen im Hotel- und Gastgewerbe ein Mindestlohn von ${amount} brutto pro Monat auf Vollzeitbasis; Bereitschaft zur Überzahlung je nach Qualifikation und Erfahrung.`
  return {
    seo: { title: 'Karriere', description: 'Offene Stellen in Küche und Service der Alpenküche in Wien, Graz und Linz.' },
    content: {
      body: [
        {
          blockType: 'textWithSubHeadline',
          title: 'Karriere in der Alpenküche',
          subHeadline: 'Arbeiten, wo noch richtig gekocht wird',
          text: richText(
            'Bei uns gibt es keine Convenience-Küche und keine geteilten Dienste. Dafür geregelte Arbeitszeiten, ein gratis Personalessen, Zuschuss zum Klimaticket und ein Team, das zusammenhält.',
            'Du hast Lust auf ehrliche Küche und herzlichen Service? Dann freuen wir uns auf deine Bewerbung.',
          ),
        },
        {
          blockType: 'vacancies',
          title: 'Offene Stellen',
          companyEmail: 'karriere@alpenkueche.at',
          jobs: [
            {
              title: 'Koch/Köchin (m/w/d) – Wien Mariahilf',
              category: 'Küche',
              email: 'karriere@alpenkueche.at',
              text: richText(
                'Vollzeit, 40 Stunden, 5-Tage-Woche. Du bereitest unsere Wirtshausklassiker zu, arbeitest mit regionalen Produkten und bringst eigene Ideen für die Saisonkarte ein. Abgeschlossene Lehre als Koch/Köchin vorausgesetzt.',
                salary('€ 2.400,–'),
              ),
            },
            {
              title: 'Jungkoch/Jungköchin (m/w/d) – Graz Lend',
              category: 'Küche',
              email: 'karriere@alpenkueche.at',
              text: richText(
                'Vollzeit oder 30 Stunden. Du hast gerade ausgelernt und willst in einem eingespielten Team weiterkommen? Unser Küchenchef in Graz nimmt dich an die Hand.',
                salary('€ 2.250,–'),
              ),
            },
            {
              title: 'Servicemitarbeiter:in (m/w/d) – Linz Urfahr',
              category: 'Service',
              email: 'karriere@alpenkueche.at',
              text: richText(
                'Teilzeit, 25 Stunden, überwiegend Abend- und Wochenenddienste. Du empfängst unsere Gäste, berätst bei Speisen und Weinen und sorgst für eine gute Stimmung im Gastraum und im Gastgarten.',
                salary('€ 2.100,–'),
              ),
            },
          ],
        },
      ],
    },
  }
}
