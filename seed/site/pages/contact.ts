import { richText } from '@/src/server/site/richText'
import type { DemoPage, PageContent, PageContext } from './pageContext'

/** Kontakt: enquiry form with contact person, form with map of the Vienna branch. */
export const contactPage: DemoPage = { path: '/kontakt', name: 'Kontakt', type: 'custom_site', build: contactContent }

function contactContent(ctx: PageContext): PageContent {
  return {
    seo: { title: 'Kontakt', description: 'Anfragen zu Catering, Firmenfeiern und Reservierungen an die Alpenküche.' },
    content: {
      body: [
        {
          blockType: 'formData',
          title: 'Catering und Firmenfeiern anfragen',
          subject: 'Anfrage Catering und Firmenfeiern',
          text: richText(
            'Erzählen Sie uns von Ihrer Veranstaltung: Datum, Ort, Anzahl der Gäste und besondere Wünsche. Wir melden uns innerhalb von zwei Werktagen mit einem Vorschlag.',
          ),
          contact: ctx.contactBlockIds[0],
          thankYou: 'Vielen Dank für Ihre Anfrage! Katharina Berger meldet sich innerhalb von zwei Werktagen bei Ihnen.',
        },
        {
          blockType: 'formMap',
          title: 'So finden Sie uns in Wien',
          subject: 'Website Formular',
          text: richText(
            'Alpenküche Wien Mariahilf, Mariahilfer Straße 85, 1060 Wien. U3 Neubaugasse, 3 Minuten zu Fuß. Für Reservierungen und allgemeine Fragen nutzen Sie bitte dieses Formular.',
          ),
          email: 'wien@alpenkueche.at',
          ...(ctx.branchId ? { branch: ctx.branchId } : {}),
          geolocation: { latitude: 48.197, longitude: 16.3462, zoom: 17 },
        },
      ],
    },
  }
}
