import Link from 'next/link'

import { CONSENT_UI_TEXTS as T } from './texts'

interface ConsentOverviewProps {
  privacyHref: string
  privacyIsExternal: boolean
  /** The privacy link minimises the modal so the policy can be read. */
  onPrivacy: () => void
}

/** First view of the consent modal: what is asked and a link to the privacy policy. */
export function ConsentOverview({ privacyHref, privacyIsExternal, onPrivacy }: ConsentOverviewProps) {
  // minimise after the click has started the navigation (minimising unmounts this link)
  const minimiseLater = () => window.setTimeout(onPrivacy, 0)
  return (
    <>
      <p>{T.intro}</p>
      <p>
        {T.privacyLinkIntro}{' '}
        {privacyIsExternal ? (
          <a href={privacyHref} target="_blank" rel="noopener noreferrer" onClick={minimiseLater}>{T.privacyLink}</a>
        ) : (
          <Link href={privacyHref} onClick={minimiseLater}>{T.privacyLink}</Link>
        )}
        .
      </p>
    </>
  )
}
