import { useId, type ComponentProps, type ReactNode } from 'react'

import { CardSlider } from '@/storefront/site/slider/LazyCardSlider'
import { RichText } from '@/storefront/ui/RichText'

import layout from './blockLayout.module.css'

type Heading = 'h2' | 'h3'

/** The content (the heading first), or a function that places the heading itself (in a column, an hgroup …). */
type Content = ReactNode | ((heading: ReactNode) => ReactNode)

const place = (children: Content, heading: ReactNode) =>
  typeof children === 'function' ? children(heading) : <>{heading}{children}</>

/** The headings of a block's entries: h3 under the block's title, else each entry's title is an h2. */
export const entryHeading = (title: string | null | undefined): Heading => (title?.trim() ? 'h3' : 'h2')

interface BlockSectionProps {
  /** The block's title (trimmed here); it names the section, and without it there is no heading. */
  title: string | null | undefined
  className: string
  titleClassName: string
  /** An extra class of the page-wide container inside the section. */
  containerClassName?: string
  children: Content
}

/** A content block as a section named by its title (an h2), around the page-wide container. */
export function BlockSection({ title, className, titleClassName, containerClassName, children }: BlockSectionProps) {
  const headingId = useId()
  const text = title?.trim()
  const heading = text ? <h2 id={headingId} className={titleClassName}>{text}</h2> : null
  return (
    <section className={className} aria-labelledby={text ? headingId : undefined}>
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>{place(children, heading)}</div>
    </section>
  )
}

interface BlockIntroProps {
  /** The section's heading, as BlockSection hands it over. */
  heading: ReactNode
  text: ComponentProps<typeof RichText>['data']
  className: string
  textClassName: string
  /** What follows the text in the same column (links, a slogan). */
  children?: ReactNode
}

/** The title and text of a block in a column of their own, beside or above the rest of the block. */
export function BlockIntro({ heading, text, className, textClassName, children }: BlockIntroProps) {
  return (
    <div className={className}>
      {heading}
      <RichText data={text} className={`rich-text ${textClassName}`} />
      {children}
    </div>
  )
}

interface BlockFrameProps {
  /** The block's title as the editor wrote it: an h2 above the content. */
  title: string | null | undefined
  /**
   * 'section' is named by the title, else by `label`; a 'div' leaves the naming to its content,
   * which gets the heading's id (a slider's own section).
   */
  as?: 'section' | 'div'
  label?: string
  children: ReactNode | ((labelledBy: string | undefined) => ReactNode)
}

/** A slider, form or feed block: the page-wide container with the block's spacing and its title. */
export function BlockFrame({ title, as = 'section', label, children }: BlockFrameProps) {
  const headingId = useId()
  const labelledBy = title ? headingId : undefined
  const content = (
    <>
      {title ? <h2 id={headingId} className={layout.blockTitle}>{title}</h2> : null}
      {typeof children === 'function' ? children(labelledBy) : children}
    </>
  )
  const className = `container ${layout.block}`
  if (as === 'div') return <div className={className}>{content}</div>
  return (
    <section className={className} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
      {content}
    </section>
  )
}

/** A block whose content is a row of cards (catalogues, page teasers): the slider is named by the block's title. */
export function CardSliderBlock({ title, ...slider }: { title: string | null | undefined } & Omit<ComponentProps<typeof CardSlider>, 'labelledBy'>) {
  return <BlockFrame title={title} as="div">{(labelledBy) => <CardSlider labelledBy={labelledBy} {...slider} />}</BlockFrame>
}
