/** Demo legal texts (Markdown) shown on /site/terms-and-conditions, /site/privacy, /site/imprint, /site/allergens. */
export const legalTexts = {
  termsAndConditionsText: `# Allgemeine Geschäftsbedingungen

## 1. Geltungsbereich
Diese Bedingungen gelten für alle Bestellungen, die Sie über den Online-Shop der Alpenküche Gastronomie GmbH aufgeben.

## 2. Vertragsabschluss
Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, sobald wir Ihre Bestellung bestätigen.

## 3. Preise und Zahlung
Alle Preise verstehen sich in Euro inklusive der gesetzlichen Umsatzsteuer. Liefergebühren werden vor dem Absenden angezeigt.

## 4. Lieferung und Abholung
Wir bemühen uns, den gewünschten Termin einzuhalten. Ist er nicht möglich, schlagen wir Ihnen einen anderen Termin vor.

## 5. Stornierung
Da wir Speisen frisch zubereiten, ist eine Stornierung nach der Bestätigung nur nach Rücksprache möglich.`,
  privacyPolicyText: `# Datenschutzerklärung

Wir verarbeiten Ihre Daten ausschließlich zur Abwicklung Ihrer Bestellung (Art. 6 Abs. 1 lit. b DSGVO).

## Welche Daten wir speichern
Name, Kontaktdaten, Lieferadresse und Ihre Bestellung. Zahlungsdaten bei Online-Zahlung verarbeitet ausschließlich der Zahlungsanbieter.

## Cookies und Dienste Dritter
Notwendige Cookies speichern Ihren Warenkorb und Ihre Einwilligung. Statistik-, Marketing- und Chat-Dienste laden wir erst, nachdem Sie zugestimmt haben. Ihre Auswahl können Sie jederzeit unter „Datenschutz-Einstellungen“ ändern.

## Ihre Rechte
Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung. Schreiben Sie uns an datenschutz@alpenkueche.at.`,
  imprintText: `# Impressum

**Alpenküche Gastronomie GmbH**
Mariahilfer Straße 88, 1070 Wien
Telefon: +43 1 5234567 · E-Mail: hallo@alpenkueche.at

Firmenbuchnummer: FN 123456a, Handelsgericht Wien
UID-Nummer: ATU98765432
Mitglied der Wirtschaftskammer Wien, Fachgruppe Gastronomie`,
  allergensText: `# Allergeninformation

Unsere Speisen sind mit den Buchstabencodes der EU-Lebensmittelinformationsverordnung gekennzeichnet:

A Gluten · B Krebstiere · C Ei · D Fisch · E Erdnuss · F Soja · G Milch/Laktose · H Schalenfrüchte · L Sellerie · M Senf · N Sesam · O Sulfite · P Lupinen · R Weichtiere

Fragen Sie bei Unverträglichkeiten gerne unser Team.`,
}
