import { DESK_TEXTS as T } from '@/backoffice/desk/texts'
import { ReloadButton } from '../desk/ReloadButton'

/** A custom admin view's data could not be loaded: the message (viewError.ts) and 'Erneut versuchen'. */
export function ViewLoadError({ message }: { message: string }) {
  return (
    <div role="alert" data-testid="view-load-error" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--base)', margin: 'var(--base) 0' }}>
      <p style={{ margin: 0 }}>{message}</p>
      <ReloadButton label={T.retry} />
    </div>
  )
}
