type ConsentModeValue = 'granted' | 'denied'

/** Storage permissions handed to the tag service (its consent-mode update). */
export interface TagConsentUpdate {
  ad_storage: ConsentModeValue
  ad_user_data: ConsentModeValue
  ad_personalization: ConsentModeValue
  analytics_storage: ConsentModeValue
  functionality_storage: ConsentModeValue
  personalization_storage: ConsentModeValue
  security_storage: 'granted'
}

/** Accepting the tag service grants the storage permissions, revoking denies them; security storage stays granted. */
export function tagConsentUpdate(granted: boolean): TagConsentUpdate {
  const value: ConsentModeValue = granted ? 'granted' : 'denied'
  return {
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
    analytics_storage: value,
    functionality_storage: value,
    personalization_storage: value,
    security_storage: 'granted',
  }
}

/** Tag configuration once allowed: anonymised IP, no automatic page view (page views are sent by the router). */
export const TAG_CONFIG = { anonymize_ip: true, send_page_view: false } as const
