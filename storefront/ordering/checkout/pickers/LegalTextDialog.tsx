'use client'

import ReactMarkdown from 'react-markdown'

import { Dialog } from '@/storefront/ui/Dialog'

import { CHECKOUT_TEXTS } from '../texts'
import styles from './Pickers.module.css'

/**
 * A legal text (Markdown from the settings) in an overlay. react-markdown renders no raw HTML and
 * drops unsafe link targets (javascript: and the like), so the settings text cannot inject markup.
 */
export function LegalTextDialog({ open, title, markdown, onClose }: { open: boolean; title: string; markdown: string; onClose: () => void }) {
  return (
    <Dialog open={open} title={title} onClose={onClose} closeLabel={CHECKOUT_TEXTS.close} wide footer={<button type="button" className="btn" onClick={onClose}>{CHECKOUT_TEXTS.close}</button>}>
      <div className={styles.markdown}>
        <ReactMarkdown
          skipHtml
          components={{
            h1: ({ children }) => <h3>{children}</h3>,
            h2: ({ children }) => <h4>{children}</h4>,
            a: ({ children, href }) => <a href={href} target="_blank" rel="noopener noreferrer">{children}</a>,
          }}
        >
          {markdown}
        </ReactMarkdown>
      </div>
    </Dialog>
  )
}
