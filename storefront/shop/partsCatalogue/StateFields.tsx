import type { CatalogueState } from '@/src/domain/partsCatalogue'

import { stateFields } from './stateFields'

/** Hidden inputs that carry a catalogue state through a plain GET form (no hooks: fits server and client). */
export function StateFields({ state }: { state: Partial<CatalogueState> }) {
  return (
    <>
      {stateFields(state).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}
