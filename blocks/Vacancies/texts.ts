/** Texts of the vacancies block (parts-shop-and-site.md section 2, "Vacancies"). */
export const VACANCY_TEXTS = {
  allJobs: 'Alle Stellen',
  apply: 'Jetzt bewerben',
  initiative: 'Initiativbewerbung (m/w/d)',
  /** Name of the tab list for assistive technology. */
  categories: 'Stellen nach Bereich',
} as const
