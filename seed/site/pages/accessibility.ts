import { formatDate } from '@/src/domain/text/dates'

import { richText } from '@/src/server/site/richText'
import type { DemoPage, PageContent, PageContext } from './pageContext'

/** Erklärung zur Barrierefreiheit (accessibility statement under the BaFG). */
export const accessibilityPage: DemoPage = { path: '/barrierefreiheit', name: 'Erklärung zur Barrierefreiheit', type: 'default', build: accessibilityContent }

function accessibilityContent(ctx: PageContext): PageContent {
  const created = formatDate(ctx.now)
  return {
    seo: { title: 'Erklärung zur Barrierefreiheit', description: 'Wie barrierefrei die Website der Alpenküche ist und wie Sie uns Barrieren melden können.' },
    content: {
      text: richText(
        'Die Alpenküche ist bemüht, ihre Website im Einklang mit dem Barrierefreiheitsgesetz (BaFG) barrierefrei zugänglich zu machen. Diese Erklärung gilt für die Website der Alpenküche einschließlich der Online-Bestellung.',
        { heading: 'Stand der Vereinbarkeit mit den Anforderungen' },
        'Diese Website ist wegen der unten aufgeführten Unvereinbarkeiten teilweise mit den Anforderungen der WCAG 2.1 auf Konformitätsstufe AA vereinbar.',
        { heading: 'Nicht barrierefreie Inhalte' },
        {
          list: [
            'Die PDF-Kataloge im Bereich Downloads sind nicht vollständig barrierefrei aufbereitet.',
            'Die Karte auf der Kontaktseite ist nicht mit der Tastatur bedienbar; die Adresse steht zusätzlich als Text daneben.',
            'Einige ältere Bilder haben noch keinen aussagekräftigen Alternativtext.',
          ],
        },
        'Wir arbeiten daran, diese Barrieren bis Ende des Jahres zu beheben.',
        { heading: 'Erstellung dieser Erklärung' },
        `Diese Erklärung wurde am ${created} auf Grundlage einer Selbstbewertung erstellt.`,
        { heading: 'Feedback und Kontakt' },
        'Sind Ihnen Barrieren beim Zugang zu Inhalten aufgefallen? Dann schreiben Sie uns bitte an barrierefreiheit@alpenkueche.at oder rufen Sie uns unter +43 1 597 12 34-0 an. Wir antworten innerhalb von zwei Wochen.',
        { heading: 'Durchsetzungsverfahren' },
        'Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich an das Sozialministeriumservice wenden, das als Marktüberwachungsbehörde für die Einhaltung des Barrierefreiheitsgesetzes zuständig ist.',
      ),
    },
  }
}
