import { isRequiredService, type ConsentServices, type ConsentSettings, type ConsentStorageEntry } from '@/src/domain/consent'

import styles from './ConsentManager.module.css'
import { CONSENT_UI_TEXTS as T } from './texts'

function StorageList({ title, entries }: { title: string; entries: ConsentStorageEntry[] }) {
  if (entries.length === 0) return null
  return (
    <>
      <h4 className={styles.storageTitle}>{title}</h4>
      <ul className={styles.storage}>
        {entries.map((entry) => (
          <li key={entry.name}>
            <code>{entry.name}</code> ({T.lifetime(entry.ttl)}){entry.description ? `: ${entry.description}` : ''}
          </li>
        ))}
      </ul>
    </>
  )
}

interface ConsentDetailsProps {
  services: ConsentServices
  selection: ConsentSettings
  onChange: (id: string, value: boolean) => void
}

/** Detail view 'Einstellungen': one switch per service; required services are locked on. */
export function ConsentDetails({ services, selection, onChange }: ConsentDetailsProps) {
  return (
    <>
      <p>{T.detailsIntro}</p>
      <ul className={styles.services}>
        {Object.entries(services).map(([id, service]) => {
          const required = isRequiredService(services, id)
          const inputId = `consent-service-${id}`
          return (
            <li key={id} className={styles.service}>
              <div className={styles.serviceHead}>
                <input
                  id={inputId}
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  checked={required || selection[id] === true}
                  disabled={required}
                  onChange={(event) => onChange(id, event.target.checked)}
                />
                <label htmlFor={inputId} className={styles.serviceName}>{service.name}</label>
                {required ? <span className={styles.badge}>{T.alwaysActive}</span> : null}
              </div>
              {service.description ? <p className={styles.description}>{service.description}</p> : null}
              <dl className={styles.facts}>
                {service.provider ? (<><dt>{T.provider}</dt><dd>{service.provider}</dd></>) : null}
                {service.intents.length > 0 ? (<><dt>{T.purposes}</dt><dd>{service.intents.map((intent) => T.intents[intent]).join(', ')}</dd></>) : null}
              </dl>
              {service.privacyPolicy ? (
                <a href={service.privacyPolicy} target="_blank" rel="noopener noreferrer" className={styles.policy}>{T.privacyPolicy} – {service.name}</a>
              ) : null}
              {service.cookies.length + service.localStorage.length + service.sessionStorage.length > 0 ? (
                <details className={styles.more}>
                  <summary>{T.storage}</summary>
                  <StorageList title={T.cookies} entries={service.cookies} />
                  <StorageList title={T.localStorage} entries={service.localStorage} />
                  <StorageList title={T.sessionStorage} entries={service.sessionStorage} />
                </details>
              ) : null}
            </li>
          )
        })}
      </ul>
    </>
  )
}
