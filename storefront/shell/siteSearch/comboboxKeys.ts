/**
 * Keyboard of the suggestion combobox (WAI-ARIA combobox pattern with a listbox popup). Focus
 * stays in the field; the active option is only pointed at (aria-activedescendant).
 */

/** No option is active. */
export const NO_OPTION = -1

/** The active index one step down (1) or up (-1), wrapping around; from none, down is the first and up the last. */
export function moveActive(index: number, step: 1 | -1, count: number): number {
  if (count <= 0) return NO_OPTION
  if (index < 0 || index >= count) return step === 1 ? 0 : count - 1
  return (index + step + count) % count
}

export type ComboboxCommand = { type: 'move'; step: 1 | -1 } | { type: 'follow' } | { type: 'closeList' }

interface ComboboxState {
  /** The list is shown. */
  expanded: boolean
  activeIndex: number
  optionCount: number
}

/**
 * What a key does; null leaves it to the browser and the form: Enter without an active option
 * submits the search, Escape with the list closed closes the search panel.
 */
export function comboboxCommand(key: string, state: ComboboxState): ComboboxCommand | null {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp':
      return state.optionCount > 0 ? { type: 'move', step: key === 'ArrowDown' ? 1 : -1 } : null
    case 'Enter':
      return state.expanded && state.activeIndex >= 0 && state.activeIndex < state.optionCount ? { type: 'follow' } : null
    case 'Escape':
      return state.expanded ? { type: 'closeList' } : null
    default:
      return null
  }
}
