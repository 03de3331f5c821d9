/** The demo menu: categories with their products (prices gross in EUR; food 10 %, alcohol 20 % VAT). */

type DemoProduct = Record<string, unknown> & { key: string; name: string; price: number }
export type DemoCategory = { key: string; name: string; color: string; extra?: Record<string, unknown>; products: DemoProduct[] }

const food = { tax: 10, takeawayTax: 10, dineInTax: 10 }
const drink = { tax: 20, takeawayTax: 20, dineInTax: 20 }

export const MENU: DemoCategory[] = [
  {
    key: 'fruehstueck', name: 'Frühstück', color: '#E8A33D',
    extra: { isVisibleWhenUnavailable: true, schedule: [{ type: 'daily', from: '07:00', to: '11:00' }] },
    products: [
      { key: 'bauernfruehstueck', name: 'Bauernfrühstück', price: 11.9, description: 'Bratkartoffeln, Speck, Spiegelei und Schnittlauch.', allergens: 'C, G', ...food },
      { key: 'kaiserschmarrn-mini', name: 'Kleiner Kaiserschmarrn', price: 7.5, description: 'Mit Zwetschkenröster.', allergens: 'A, C, G', ...food },
    ],
  },
  {
    key: 'vorspeisen', name: 'Vorspeisen', color: '#7FA650',
    products: [
      { key: 'frittatensuppe', name: 'Frittatensuppe', price: 5.2, description: 'Kräftige Rindsuppe mit Frittaten.', allergens: 'A, C, G, L', ...food },
      { key: 'kaesespaetzle-klein', name: 'Käsespätzle (klein)', price: 8.9, description: 'Mit Bergkäse und Röstzwiebeln.', allergens: 'A, C, G', ...food },
      { key: 'vogerlsalat', name: 'Vogerlsalat mit Kernöl', price: 7.4, description: 'Mit Erdäpfeldressing und Kürbiskernen.', allergens: 'M', ...food },
    ],
  },
  {
    key: 'hauptspeisen', name: 'Hauptspeisen', color: '#DC0814',
    products: [
      { key: 'wiener-schnitzel', name: 'Wiener Schnitzel vom Kalb', price: 21.9, description: 'Mit Petersilerdäpfeln und Preiselbeeren.', allergens: 'A, C, G', ...food },
      { key: 'tafelspitz', name: 'Tafelspitz', price: 23.5, description: 'Mit Apfelkren, Schnittlauchsauce und Röstkartoffeln.', allergens: 'G, L, M, O', ...food },
      { key: 'schweinsbraten', name: 'Schweinsbraten', price: 16.9, description: 'Mit Semmelknödel und warmem Krautsalat.', allergens: 'A, C, G, L', ...food },
      {
        key: 'burger', name: 'Alpenburger nach Wahl', price: 14.5, type: 'configurable', description: 'Rind aus dem Mühlviertel, Brot und Extras nach Wahl.', allergens: 'A, C, G, M, N', ...food,
        config: { parts: [
          { name: 'Brot', type: 'select', optional: false, options: [
            { name: 'Brioche', modifier: 'add', value: 0 },
            { name: 'Vollkorn', modifier: 'add', value: 0.5 },
            { name: 'Glutenfrei', modifier: 'add', value: 1.5 },
          ] },
          { name: 'Extras', type: 'multiselect', optional: true, options: [
            { name: 'Bergkäse', modifier: 'add', value: 1.5 },
            { name: 'Speck', modifier: 'add', value: 2 },
            { name: 'Spiegelei', modifier: 'add', value: 1.8 },
            { name: 'Ohne Zwiebel', modifier: 'add', value: 0 },
          ] },
          { name: 'Besondere Wünsche', type: 'textarea', optional: true },
        ] },
      },
      {
        key: 'bowl', name: 'Bowl zum Selbermachen', price: 12.9, type: 'configurable', isStepByStep: true, description: 'In drei Schritten zur eigenen Bowl.', allergens: 'F, N', ...food,
        config: { parts: [
          { name: 'Basis', type: 'select', options: [{ name: 'Reis', modifier: 'add', value: 0 }, { name: 'Quinoa', modifier: 'add', value: 1 }] },
          { name: 'Protein', type: 'select', options: [
            { name: 'Tofu', modifier: 'add', value: 0 }, { name: 'Huhn', modifier: 'add', value: 2.5 }, { name: 'Lachs', modifier: 'add', value: 4 },
          ] },
          { name: 'Toppings', type: 'multiselect', options: [
            { name: 'Avocado', modifier: 'add', value: 1.5 }, { name: 'Edamame', modifier: 'add', value: 1 }, { name: 'Sesam', modifier: 'add', value: 0.3 },
          ] },
        ] },
      },
      {
        key: 'pizza', name: 'Pizza Alpina', price: 11.9, type: 'configurable', description: 'Bergkäse, Speck, Zwiebel und Rucola.', allergens: 'A, G', ...food,
        config: { parts: [
          { name: 'Größe', type: 'select', options: [
            { name: 'Klein (26 cm)', modifier: 'overwrite', value: 9.9 },
            { name: 'Normal (32 cm)', modifier: 'overwrite', value: 11.9 },
            { name: 'Familie (40 cm)', modifier: 'overwrite', value: 19.9 },
          ] },
        ] },
      },
    ],
  },
  {
    key: 'desserts', name: 'Desserts & Torten', color: '#B5651D',
    products: [
      { key: 'apfelstrudel', name: 'Apfelstrudel', price: 5.9, description: 'Mit Vanillesauce.', allergens: 'A, C, G, H', ...food },
      { key: 'sachertorte', name: 'Sachertorte', price: 6.2, description: 'Mit Schlagobers.', allergens: 'A, C, G', ...food },
      {
        key: 'motivtorte', name: 'Motivtorte mit Foto', price: 49, type: 'configurable', description: 'Für 12 Personen, mit Ihrem Foto und Wunschtext. Bitte zwei Tage vorher bestellen.', allergens: 'A, C, G', ...food,
        leadTime: { isEnabled: true, type: 'days', value: 2 },
        config: { parts: [
          { name: 'Foto', type: 'image', optional: false, description: 'JPG, PNG oder GIF' },
          { name: 'Aufschrift', type: 'text', optional: false },
        ] },
      },
    ],
  },
  {
    key: 'getraenke', name: 'Getränke', color: '#3D7EA6',
    products: [
      { key: 'almdudler', name: 'Almdudler 0,35 l', price: 3.6, ...drink },
      { key: 'apfelsaft', name: 'Apfelsaft gespritzt 0,5 l', price: 3.9, ...drink },
      { key: 'zipfer', name: 'Zipfer Märzen 0,5 l', price: 4.8, allergens: 'A', ...drink },
      { key: 'gruener-veltliner', name: 'Grüner Veltliner 1/8 l', price: 4.2, allergens: 'O', ...drink },
    ],
  },
  {
    key: 'feinkost', name: 'Feinkost zum Mitnehmen', color: '#6B4E9B',
    products: [
      {
        key: 'bergkaese', name: 'Vorarlberger Bergkäse', price: 32, unit: 'kg', calculationModel: 'approximate', description: 'Zwölf Monate gereift. Pro Stück ca. 250 g.', allergens: 'G', ...food,
        minimumQuantity: 0.1, quantityStepSize: 0.05, defaultQuantity: 0.25,
        alternativeUnits: [{ unit: 'amount', ratio: 0.25, minimumQuantity: 1, quantityStepSize: 1, calculationModel: 'approximate' }],
      },
      {
        key: 'kuerbiskernoel', name: 'Steirisches Kürbiskernöl g.g.A.', price: 14.9, unit: 'l', description: 'Aus der Südsteiermark.', ...food,
        minimumQuantity: 0.25, quantityStepSize: 0.25, maximumQuantity: 5,
      },
      { key: 'speck', name: 'Tiroler Speck am Stück', price: 4.2, unit: 'amount', calculationModel: 'minimum', description: 'Ab 150 g, abgerechnet nach Gewicht.', ...food },
    ],
  },
]
