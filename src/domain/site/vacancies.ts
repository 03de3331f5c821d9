/**
 * Rules of the vacancies block (parts-shop-and-site.md section 2, "Vacancies"): the category tabs,
 * which jobs a tab shows, and the application mailto links ('Jetzt bewerben' of a job, the
 * permanent 'Initiativbewerbung (m/w/d)' entry).
 */

/** What the rules read of a job. */
export interface VacancyJob {
  title: string
  category?: string | null
  email?: string | null
}

/** Subject of an application for a job; {title} is the job's title. */
const APPLICATION_SUBJECT = 'Bewerbung als {title}'
/** Subject of an unsolicited application. */
const INITIATIVE_SUBJECT = 'Initiativbewerbung'

/**
 * One plain address and nothing else: no display name ('Anna <anna@firma.at>'), no list
 * ('a@x.at, b@x.at'), no spaces inside, exactly one '@' and a domain with a dot. Surrounding
 * whitespace is ignored.
 */
const SIMPLE_EMAIL = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u

/** Whether an e-mail value looks like one simple address (see SIMPLE_EMAIL). */
export function isSimpleEmail(value: string | null | undefined): boolean {
  const email = (value ?? '').trim()
  if (!SIMPLE_EMAIL.test(email)) return false
  const [local, domain] = email.split('@')
  const badLocal = local.startsWith('.') || local.endsWith('.') || local.includes('..')
  const badDomain = domain.split('.').some((label) => label.startsWith('-') || label.endsWith('-'))
  return !badLocal && !badDomain
}

const categoryOf = (job: VacancyJob): string => (job.category ?? '').trim()

/** The categories of the jobs for the tabs: each once, without empty ones, in order of first appearance. */
export function vacancyCategories(jobs: readonly VacancyJob[] | null | undefined): string[] {
  const categories: string[] = []
  for (const job of jobs ?? []) {
    const category = categoryOf(job)
    if (category && !categories.includes(category)) categories.push(category)
  }
  return categories
}

/** The jobs a tab shows: all of them for null ('Alle Stellen'), otherwise those of the category. */
export function jobsInCategory<Job extends VacancyJob>(jobs: readonly Job[] | null | undefined, category: string | null): Job[] {
  const list = [...(jobs ?? [])]
  if (category === null) return list
  const wanted = category.trim()
  return list.filter((job) => categoryOf(job) === wanted)
}

const mailto = (email: string, subject: string) => `mailto:${email.trim()}?subject=${encodeURIComponent(subject)}`

/**
 * The 'Jetzt bewerben' link of a job: mailto:{email}?subject=Bewerbung als {title} (URL-encoded),
 * or null when the job's e-mail is missing or not one simple address.
 */
export function applicationHref(job: VacancyJob): string | null {
  if (!isSimpleEmail(job.email)) return null
  return mailto(job.email as string, APPLICATION_SUBJECT.replace('{title}', job.title.trim()))
}

/**
 * The link of the 'Initiativbewerbung (m/w/d)' entry: mailto with subject 'Initiativbewerbung' to
 * the block's own e-mail, else the company e-mail of the settings (the first that is one simple
 * address); null when neither is.
 */
export function initiativeHref(blockEmail: string | null | undefined, companyEmail: string | null | undefined): string | null {
  const email = [blockEmail, companyEmail].find(isSimpleEmail)
  return email ? mailto(email, INITIATIVE_SUBJECT) : null
}
