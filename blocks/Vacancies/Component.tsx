import { useId } from 'react'

import { applicationHref, initiativeHref, vacancyCategories } from '@/src/domain/site/vacancies'
import type { VacanciesBlock } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'

import { BlockSection, entryHeading } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import { VacancyTabs } from './Component.client'
import styles from './Vacancies.module.css'
import { VACANCY_TEXTS } from './texts'

type Job = NonNullable<VacanciesBlock['jobs']>[number]
type Heading = ReturnType<typeof entryHeading>

/** 'Jetzt bewerben' as a mailto link, described by the title of its entry (the links read alike). */
function ApplyLink({ href, describedBy }: { href: string; describedBy: string }) {
  return (
    <a href={href} className={`btn btn-primary ${styles.apply}`} aria-describedby={describedBy}>
      {VACANCY_TEXTS.apply}
    </a>
  )
}

/** One job: category, title, text and 'Jetzt bewerben' (only with one simple address). */
function JobEntry({ job, heading: Title }: { job: Job; heading: Heading }) {
  const titleId = useId()
  const href = applicationHref(job)
  const category = job.category?.trim()
  return (
    <article className={styles.job} aria-labelledby={titleId}>
      {category ? <p className={styles.category}>{category}</p> : null}
      <Title id={titleId} className={styles.jobTitle}>
        {job.title}
      </Title>
      <RichText data={job.text} className={`rich-text ${styles.text}`} />
      {href ? <ApplyLink href={href} describedBy={titleId} /> : null}
    </article>
  )
}

/** The permanent 'Initiativbewerbung (m/w/d)' entry; without any company e-mail it has no link. */
function InitiativeEntry({ href, heading: Title }: { href: string | null; heading: Heading }) {
  const titleId = useId()
  return (
    <article className={`${styles.job} ${styles.initiative}`} aria-labelledby={titleId}>
      <Title id={titleId} className={styles.jobTitle}>
        {VACANCY_TEXTS.initiative}
      </Title>
      {href ? <ApplyLink href={href} describedBy={titleId} /> : null}
    </article>
  )
}

/**
 * Job offers: category tabs ('Alle Stellen' first, then the jobs' categories in order of first
 * appearance), the jobs of the chosen tab, and the initiative application entry at the end. The
 * block's e-mail receives initiative applications, else the company e-mail of the settings.
 */
export function VacanciesView({ block, context }: BlockProps<VacanciesBlock>) {
  const jobs = block.jobs ?? []
  const heading = entryHeading(block.title)
  const items = jobs.map((job, index) => ({
    key: job.id ?? `job-${index}`,
    title: job.title,
    category: job.category?.trim() || null,
    content: <JobEntry job={job} heading={heading} />,
  }))
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title}>
      <VacancyTabs
        categories={vacancyCategories(jobs)}
        items={items}
        trailing={<InitiativeEntry href={initiativeHref(block.companyEmail, context.companyEmail)} heading={heading} />}
      />
    </BlockSection>
  )
}
