import styles from './AdditionalLabel.module.css'

/** The text of additionalLabel 'labelA' (the spec names the value, not its text; docs/decisions.md). */
const LABEL_A_TEXT = 'Neu'

/** The badge an editor can put on a hero, a slide or a technology page; nothing for 'none'. */
export function AdditionalLabel({ value, className }: { value: string | null | undefined; className?: string }) {
  return value === 'labelA' ? <span className={className ? `${styles.label} ${className}` : styles.label}>{LABEL_A_TEXT}</span> : null
}
