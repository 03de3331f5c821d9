import ReactMarkdown from 'react-markdown'

import { Breadcrumbs } from '@/storefront/shell/Breadcrumbs'

import styles from './LegalPage.module.css'

/**
 * A legal document (AGB, Datenschutzerklärung, Impressum, Allergene) from the settings' Markdown
 * text, rendered on the server: react-markdown renders no raw HTML and drops unsafe link targets.
 * A text that starts with its own '# Heading' gives the page its heading, else the title does.
 */
export function LegalPage({ title, markdown }: { title: string; markdown: string }) {
  const hasOwnHeading = /^#\s/.test(markdown.trimStart())
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: title }]} />
      <article className={styles.legal}>
        {hasOwnHeading ? null : <h1>{title}</h1>}
        <ReactMarkdown skipHtml>{markdown}</ReactMarkdown>
      </article>
    </div>
  )
}
