/** Texts of the LinkedIn feed block (German). */
export const LINKED_IN_TEXTS = {
  /** Accessible name of the feed without a title. */
  label: 'Neuigkeiten auf LinkedIn',
  placeholder: {
    title: 'LinkedIn-Feed',
    text: 'Der Feed mit unseren LinkedIn-Beiträgen wird über den Dienst Juicer geladen. Mit dem Anzeigen stimmen Sie der Übertragung Ihrer IP-Adresse an Juicer und LinkedIn zu.',
    button: 'LinkedIn-Feed anzeigen',
  },
  loading: 'Beiträge werden geladen …',
} as const
