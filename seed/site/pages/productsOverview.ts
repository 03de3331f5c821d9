import { richText } from '@/src/server/site/richText'
import { type DemoPage, type PageContent, type PageContext, hrefLink, siteLink } from './pageContext'

/** The eight components of the clickable drive unit: label and text. */
const LAYERS: [string, string][] = [
  ['Elektromotor', 'Drehstrom-Asynchronmotoren der Effizienzklasse IE3 und IE4, 0,12 bis 45 kW, wahlweise mit Fremdlüfter und Drehgeber.'],
  ['Stirnradgetriebe', 'Ein- bis dreistufige Stirnradgetriebe mit Übersetzungen von 3,5 bis 280 und Abtriebsdrehmomenten bis 18.000 Nm.'],
  ['Kupplung', 'Drehelastische Klauenkupplungen und Sicherheitskupplungen, die Antrieb und Maschine bei Überlast schützen.'],
  ['Federdruckbremse', 'Elektromagnetische Federdruckbremsen für Hubwerke und Fahrantriebe, mit Handlüftung und Verschleißüberwachung.'],
  ['Frequenzumrichter', 'Umrichter für 230 V und 400 V mit integrierter Positionierung, STO-Sicherheitsfunktion und Feldbusanbindung.'],
  ['Wälzlager', 'Rillenkugel-, Zylinderrollen- und Kegelrollenlager namhafter Hersteller, ab Lager Linz lieferbar.'],
  ['Hydraulikpumpe', 'Zahnradpumpen und Kompaktaggregate mit Fördervolumen bis 60 cm³ und Betriebsdrücken bis 250 bar.'],
  ['Dichtungen und Ersatzteile', 'Dichtungssätze, Wellendichtringe und Verschleißteile – auch für Baureihen, die nicht mehr gefertigt werden.'],
]

/** Produkte im Überblick: hero, clickable drive unit, quick info, images, columns, slider, slogan, contacts, LinkedIn. */
export const productsPage: DemoPage = { path: '/produkte-im-ueberblick', name: 'Produkte im Überblick', type: 'custom_site', build: productsContent }

function productsContent(ctx: PageContext): PageContent {
  const { images } = ctx
  const layers = Object.fromEntries(LAYERS.map(([label, text], index) => [`layer${index + 1}`, { label, text: richText(text) }]))
  return {
    seo: { title: 'Produkte im Überblick', description: 'Motoren, Getriebe, Umrichter und Hydraulik der Alpen Antriebstechnik GmbH im Überblick.' },
    content: {
      body: [
        {
          blockType: 'heroB',
          additionalLabel: 'labelA',
          image: images.produkteHero,
          title: 'Produkte im Überblick',
          text: richText('Alles für den Antrieb aus einer Hand: Motoren, Getriebe, Umrichter und Hydraulik der Alpen Antriebstechnik GmbH.'),
          links: [hrefLink('Zum Online-Shop', '/shop', '_self'), siteLink(ctx, 'Mehr zur Antriebstechnik', '/technologie/antriebstechnik')],
        },
        {
          blockType: 'clickableComponentOverview',
          image: images.antriebseinheit,
          text: richText('Klicken Sie auf ein Plus-Symbol, um mehr über die jeweilige Komponente einer typischen Antriebseinheit zu erfahren.'),
          layers,
        },
        {
          blockType: 'listing',
          title: 'Quick-Info für Bestellungen',
          listElements: [
            { title: 'Lieferung und Versand', anchor: 'lieferung', text: richText('Lagerware versenden wir am selben Werktag, wenn die Bestellung bis 14:00 Uhr eingeht. Expressversand innerhalb Österreichs am nächsten Werktag.') },
            { title: 'Mindestbestellwert', text: richText('Es gibt keinen Mindestbestellwert. Unter € 100,– netto Warenwert verrechnen wir eine Versandpauschale von € 9,90.') },
            { title: 'Ersatzteilservice', text: richText('Nennen Sie uns Typenschild oder Materialnummer – wir finden das passende Ersatzteil, auch für ältere Baureihen.') },
            { title: 'Technische Beratung', text: richText('Unser technischer Vertrieb ist Montag bis Freitag von 7:30 bis 16:30 Uhr für Sie erreichbar.') },
            { title: 'Rücksendungen', anchor: 'ruecksendungen', text: richText('Ungebrauchte Lagerware nehmen wir innerhalb von 30 Tagen zurück. Sonderanfertigungen sind vom Umtausch ausgeschlossen.') },
          ],
        },
        { blockType: 'imageAuto', image: images.schnittbild, caption: 'Schnittbild eines dreistufigen Stirnradgetriebes' },
        { blockType: 'image', image: images.montage },
        {
          blockType: 'twoColumns',
          columns: [
            {
              title: 'Antriebstechnik',
              text: richText('Getriebemotoren, Umrichter, Kupplungen und Bremsen – abgestimmt auf Ihre Anwendung.'),
              image: images.antriebstechnik,
              links: [siteLink(ctx, 'Mehr erfahren', '/technologie/antriebstechnik')],
            },
            {
              title: 'Hydraulik',
              text: richText('Pumpen, Aggregate, Ventile und Zylinder für mobile und stationäre Hydraulik.'),
              links: [hrefLink('Hydraulik im Shop', '/shop', '_self')],
            },
          ],
        },
        {
          blockType: 'fourColumns2',
          title: 'Unsere Produktgruppen',
          columns: [
            { title: 'Getriebemotoren', text: richText('Stirnrad-, Flach- und Kegelradgetriebemotoren von 0,12 bis 45 kW.') },
            { title: 'Frequenzumrichter', text: richText('Drehzahlregelung und Positionierung mit Sicherheitsfunktionen nach EN 61800-5-2.') },
            { title: 'Hydraulikpumpen', text: richText('Zahnrad- und Kolbenpumpen sowie kompakte Hydraulikaggregate.') },
            { title: 'Zylinder', text: richText('Hydraulikzylinder nach ISO 6020 und Sonderzylinder nach Zeichnung.') },
          ],
        },
        {
          blockType: 'textSlider',
          title: 'Das sagen unsere Kundinnen und Kunden',
          slides: [
            { title: 'Schnelle Lieferung', text: richText('„Der Ersatzmotor war am nächsten Morgen da – unsere Linie stand keine vier Stunden.“ Instandhaltung, Molkerei im Mühlviertel') },
            { title: 'Kompetente Beratung', text: richText('„Herr Leitner hat uns bei der Auslegung des Förderbands sehr geholfen. Der Antrieb läuft seit drei Jahren ohne Ausfall.“ Konstruktion, Maschinenbau Wels') },
            { title: 'Faire Preise', text: richText('„Transparente Staffelpreise und ein Shop, in dem man findet, was man sucht.“ Einkauf, Sägewerk in der Obersteiermark') },
          ],
        },
        {
          blockType: 'textImageSlogan',
          title: 'Aus Linz für ganz Österreich',
          text: richText('Unser Lager und unsere Montage liegen im Linzer Hafen. Von hier aus bauen wir Antriebe vormontiert und geprüft zusammen und liefern sie in ganz Österreich und Süddeutschland aus.'),
          image: images.montage,
          slogan: 'Bewegung, die hält.',
        },
        {
          blockType: 'contactPersons',
          title: 'Ihre Ansprechpersonen',
          contacts: [
            {
              name: 'Markus Leitner',
              role: 'Technischer Vertrieb',
              quote: 'Erzählen Sie mir von Ihrer Anwendung – ich finde den passenden Antrieb.',
              email: 'vertrieb@alpen-antriebstechnik.at',
              phone: '+43 732 78 45 60-15',
              image: images.leitner,
            },
            {
              name: 'Sabine Pichler',
              role: 'Innendienst und Auftragsabwicklung',
              quote: 'Ich kümmere mich um Ihre Bestellungen, Lieferzeiten und Rücksendungen.',
              email: 'innendienst@alpen-antriebstechnik.at',
              phone: '+43 732 78 45 60-11',
              image: images.pichler,
            },
          ],
        },
        { blockType: 'linkedIn', title: 'Neuigkeiten auf LinkedIn', embedId: 'alpen-antriebstechnik-gmbh' },
      ],
    },
  }
}
