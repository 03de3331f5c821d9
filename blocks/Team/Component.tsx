import type { TeamBlock } from '@/src/payload-types'

import { ContactList } from '../ContactPersons/Component'
import { BlockIntro, BlockSection, entryHeading } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import styles from './Team.module.css'

/** The team: an introduction, then one card per person with the photo above (three per row from desktop). */
export function TeamView({ block }: BlockProps<TeamBlock>) {
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title}>
      {(heading) => (
        <>
          <BlockIntro heading={heading} text={block.text} className={styles.intro} textClassName={styles.text} />
          <ContactList contacts={block.contacts} layout="column" headingLevel={entryHeading(block.title)} className={styles.members} />
        </>
      )}
    </BlockSection>
  )
}
