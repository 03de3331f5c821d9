'use client'

import { useEffect, type ReactNode } from 'react'

/**
 * The rich-text editor names a few of its buttons in English whatever the admin's language
 * ('Add block', 'Drag to move', 'Edit link', 'Remove link' are fixed in @payloadcms/richtext-lexical).
 * This provider gives them their German names as they appear, so screen readers and tooltips
 * speak the admin's language (issue 18 §5).
 */
const GERMAN: Record<string, string> = {
  'Add block': 'Block hinzufügen',
  'Drag to move': 'Zum Verschieben ziehen',
  'Edit link': 'Link bearbeiten',
  'Remove link': 'Link entfernen',
}

const SELECTOR = Object.keys(GERMAN).map((label) => `[aria-label="${label}"]`).join(', ')

function translate(root: ParentNode): void {
  root.querySelectorAll(SELECTOR).forEach((element) => {
    const label = element.getAttribute('aria-label')
    if (label && GERMAN[label]) element.setAttribute('aria-label', GERMAN[label])
  })
}

export function GermanAriaLabels({ children }: { children?: ReactNode }) {
  useEffect(() => {
    translate(document)
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes') translate(mutation.target.parentNode ?? document)
        mutation.addedNodes.forEach((node) => {
          if (node instanceof Element) translate(node.parentNode ?? node)
        })
      }
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
