import { richText } from '@/src/server/site/richText'
import { type DemoPage, type PageContent, type PageContext, emailLink, phoneLink, siteLink } from './pageContext'

/** Leistungen: slider, references to the two service pages, steps and reasons. */
export const servicesPage: DemoPage = { path: '/leistungen', name: 'Leistungen', type: 'custom_site', build: servicesContent }

function servicesContent(ctx: PageContext): PageContent {
  const { images } = ctx
  return {
    seo: { title: 'Leistungen', description: 'Catering und Firmenfeiern von der Alpenküche – regional, saisonal und mit Liebe gekocht.' },
    content: {
      body: [
        {
          blockType: 'heroSlider',
          additionalLabel: 'none',
          slides: [
            {
              image: images.catering,
              title: 'Catering für jeden Anlass',
              text: richText('Fingerfood, Buffet oder gesetztes Menü: Wir bringen die Alpenküche zu Ihnen – in Wien, Graz, Linz und Umgebung.'),
              links: [siteLink(ctx, 'Zum Catering', '/leistungen/catering')],
            },
            {
              image: images.firmenfeier,
              title: 'Firmenfeiern mit Wirtshausflair',
              text: richText('Weihnachtsfeier, Jubiläum oder Sommerfest: Feiern Sie in unseren Stuben oder lassen Sie uns zu Ihnen kommen.'),
              links: [siteLink(ctx, 'Zu den Firmenfeiern', '/leistungen/firmenfeiern')],
            },
          ],
        },
        {
          blockType: 'siteReferences',
          title: 'Unsere Leistungen im Überblick',
          type: 'typeB',
          references: [ctx.page('/leistungen/catering'), ctx.page('/leistungen/firmenfeiern')],
        },
        {
          blockType: 'stepList',
          title: 'In vier Schritten zu Ihrer Veranstaltung',
          steps: [
            { title: 'Anfrage senden', text: richText('Erzählen Sie uns über das Kontaktformular, was Sie planen: Datum, Ort und ungefähre Gästezahl genügen.') },
            { title: 'Persönliche Beratung', text: richText('Katharina Berger meldet sich innerhalb von zwei Werktagen und bespricht mit Ihnen Menü, Ablauf und Budget.') },
            { title: 'Angebot und Verkostung', text: richText('Sie erhalten ein verbindliches Angebot. Ab 50 Gästen laden wir Sie gerne zur Verkostung ein.'), icon: images.iconCatering },
            { title: 'Genießen', text: richText('Wir liefern, bauen auf, servieren und räumen wieder ab – Sie kümmern sich nur um Ihre Gäste.'), icon: images.iconFirmenfeier },
          ],
        },
        {
          blockType: 'fourColumns',
          title: 'Warum die Alpenküche?',
          columns: [
            { title: 'Regional', text: richText('Über 80 % unserer Zutaten kommen aus Österreich, die meisten aus weniger als 150 km Entfernung.') },
            { title: 'Saisonal', text: richText('Spargel im Mai, Eierschwammerl im Sommer, Wild und Kürbis im Herbst: Unsere Karte folgt dem Jahr.') },
            { title: 'Flexibel', text: richText('Vegetarisch, vegan, glutenfrei oder laktosefrei – sagen Sie uns Bescheid, wir kochen danach.') },
            { title: 'Nachhaltig', text: richText('Mehrweggeschirr, kurze Wege und Restlverwertung: Bei uns landet so wenig wie möglich im Müll.') },
          ],
        },
      ],
    },
  }
}

/** Leistungen → Catering (a service page). */
export const cateringPage: DemoPage = { path: '/leistungen/catering', name: 'Catering', type: 'custom_service', build: cateringContent }

function cateringContent(ctx: PageContext): PageContent {
  const { images } = ctx
  return {
    seo: { title: 'Catering', description: 'Catering der Alpenküche für 20 bis 500 Gäste: Fingerfood, Buffets und Menüs aus regionalen Zutaten.' },
    content: {
      title: 'Catering',
      description: 'Von der Besprechung mit 20 Personen bis zum Sommerfest mit 500 Gästen: Wir liefern österreichische Küche, frisch gekocht und liebevoll angerichtet.',
      icon: images.iconCatering,
      heroImage: images.catering,
      parent: ctx.page('/leistungen'),
      body: [
        {
          blockType: 'textContent',
          title: 'Was wir für Sie kochen',
          text: richText(
            'Unser Catering kommt aus denselben Küchen wie das Essen in unseren Wirtshäusern. Sie wählen aus Fingerfood, warmen und kalten Buffets oder einem gesetzten Menü; Geschirr, Besteck und Servicepersonal bringen wir auf Wunsch mit.',
            {
              list: [
                'Fingerfood ab 20 Personen',
                'Buffets „Wirtshaus“ und „Alpin“ ab 30 Personen',
                'Gesetzte Menüs mit drei oder vier Gängen ab 40 Personen',
                'Lieferung und Aufbau im Umkreis von 30 km inklusive',
              ],
            },
          ),
          links: [phoneLink('Jetzt anrufen', '+43 1 597 12 34-20'), siteLink(ctx, 'Anfrage senden', '/kontakt')],
        },
        {
          blockType: 'textWithSubHeadline',
          title: 'Menüvorschlag',
          subHeadline: 'Herbstbuffet für 50 Personen',
          text: richText(
            'Kürbiscremesuppe mit Kernöl, Tafelspitz mit Apfelkren und Schnittlauchsauce, Krautfleckerl, Erdäpfel-Vogerlsalat und zum Abschluss Zwetschkenfleck mit Schlagobers.',
          ),
        },
      ],
    },
  }
}

/** Leistungen → Firmenfeiern (a service page). */
export const companyEventsPage: DemoPage = { path: '/leistungen/firmenfeiern', name: 'Firmenfeiern', type: 'custom_service', build: companyEventsContent }

function companyEventsContent(ctx: PageContext): PageContent {
  const { images } = ctx
  return {
    seo: { title: 'Firmenfeiern', description: 'Weihnachtsfeiern, Jubiläen und Sommerfeste in den Stuben der Alpenküche oder bei Ihnen vor Ort.' },
    content: {
      title: 'Firmenfeiern',
      description: 'Weihnachtsfeier, Firmenjubiläum oder Sommerfest: In unseren Stuben finden bis zu 120 Gäste Platz – oder wir kommen mit Küche und Service zu Ihnen.',
      icon: images.iconFirmenfeier,
      heroImage: images.firmenfeier,
      parent: ctx.page('/leistungen'),
      body: [
        {
          blockType: 'textContent',
          title: 'Feiern wie im Wirtshaus',
          text: richText(
            'In Wien, Graz und Linz können Sie unsere Stuben ganz oder teilweise exklusiv mieten. Wir stellen ein Menü nach Ihren Wünschen zusammen, kümmern uns um Getränke, Dekoration und auf Wunsch auch um Livemusik.',
            'Für Weihnachtsfeiern im Dezember empfehlen wir, spätestens Ende September anzufragen.',
          ),
          links: [emailLink('E-Mail schreiben', 'catering@alpenkueche.at'), siteLink(ctx, 'Zum Kontaktformular', '/kontakt')],
        },
        {
          blockType: 'quote',
          text: richText('Unsere Weihnachtsfeier in der Alpenküche Graz war perfekt organisiert – das Essen war hervorragend und das Team unglaublich aufmerksam.'),
          author: 'Claudia Reinisch, Steirische Holzbau GmbH',
        },
      ],
    },
  }
}
