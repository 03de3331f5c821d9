import type { SanitizedConfig } from 'payload'

/**
 * The config for a Payload instance that must run no job crons, also when a REST request asks
 * for them: Payload's REST route calls getPayload with `cron: true`, which starts the crons of an
 * instance already made without them. Such an instance has none to start.
 */
export const withoutJobCrons = (config: SanitizedConfig): SanitizedConfig => ({ ...config, jobs: { ...config.jobs, autoRun: undefined } })
