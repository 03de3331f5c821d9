import { slugify, truncateText } from '@/src/domain/text'
import type { ListingBlock } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'

import { BlockSection, entryHeading } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import { ListingQuickInfo } from './Component.client'
import styles from './Listing.module.css'

type Element = NonNullable<ListingBlock['listElements']>[number]

/**
 * The anchor of every element: the editor's (or the one saved from the title), else made from the
 * title; a repeated anchor gets -2, -3 … so each jump lands on its own entry.
 */
function anchorsOf(elements: readonly Element[]): string[] {
  const used = new Set<string>()
  return elements.map((element, index) => {
    const base = element.anchor?.trim() || slugify(element.title) || `eintrag-${index + 1}`
    let anchor = base
    for (let n = 2; used.has(anchor); n += 1) anchor = `${base}-${n}`
    used.add(anchor)
    return anchor
  })
}

/**
 * A listing: the 'Quick-Info' jump list of the entries' titles (opens and closes), then every
 * entry with its title and text at its anchor.
 */
export function ListingView({ block }: BlockProps<ListingBlock>) {
  const elements = block.listElements ?? []
  const anchors = anchorsOf(elements)
  const EntryHeading = entryHeading(block.title)
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title}>
      {elements.length > 0 ? (
        <>
          <ListingQuickInfo items={elements.map((element, index) => ({ anchor: anchors[index], label: truncateText(element.title), title: element.title }))} />
          <div className={styles.entries}>
            {elements.map((element, index) => (
              <article key={element.id ?? anchors[index]} id={anchors[index]} className={styles.entry}>
                <EntryHeading className={styles.entryTitle}>{element.title}</EntryHeading>
                <RichText data={element.text} className={`rich-text ${styles.text}`} />
              </article>
            ))}
          </div>
        </>
      ) : null}
    </BlockSection>
  )
}
