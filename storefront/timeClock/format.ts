import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'

const CLOCK = new Intl.DateTimeFormat('de-AT', { timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** 'HH:MM' in Vienna of an ISO instant, as the tablet shows it. */
export const clockTime = (iso: string | Date) => CLOCK.format(typeof iso === 'string' ? new Date(iso) : iso)

/** Today's Vienna day ('YYYY-MM-DD'). */
export const viennaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(new Date())
