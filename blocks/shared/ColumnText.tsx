import type { FourColumnsBlock } from '@/src/payload-types'
import { ContentLinks } from '@/storefront/ui/ContentLinks'
import { RichText } from '@/storefront/ui/RichText'

/** A column of the twoColumns, fourColumns and fourColumns2 blocks (blocks/shared/column.ts). */
type Column = Pick<NonNullable<FourColumnsBlock['columns']>[number], 'title' | 'text' | 'links'>

interface ColumnTextProps {
  column: Column
  heading: 'h2' | 'h3'
  /** The title's id, when it names the block. */
  headingId?: string
  /** The block's classes of the title, the text and the link row. */
  classes: { title: string; text: string; links: string }
}

/** The title (when set), text and link buttons of a column. */
export function ColumnText({ column, heading: Heading, headingId, classes }: ColumnTextProps) {
  return (
    <>
      {column.title?.trim() ? (
        <Heading id={headingId} className={classes.title}>
          {column.title}
        </Heading>
      ) : null}
      <RichText data={column.text} className={`rich-text ${classes.text}`} />
      <ContentLinks links={column.links} className={classes.links} />
    </>
  )
}
