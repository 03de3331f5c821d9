import type { Field } from 'payload'

import { DEFAULT_WORKING_TIME_LIMITS as LIMITS } from '@/src/domain/timeClock/workingTimeRules'

const hours = (name: string, label: string, minutes: number, description?: string): Field => ({
  name,
  type: 'number',
  label,
  required: true,
  min: 0,
  max: 168,
  defaultValue: minutes / 60,
  admin: { step: 0.5, width: '25%', description },
})

/**
 * The limits of the Arbeitszeitgesetz the time clock and the manager's view warn about (issue 24),
 * in hours, the break in minutes; the defaults are the act's.
 */
export const workingTimeLimitsField: Field = {
  name: 'workingTimeLimits',
  type: 'group',
  label: 'Warnungen zur Arbeitszeit',
  fields: [
    {
      type: 'row',
      fields: [
        hours('dayWarningHours', 'Tag: Hinweis ab (Std.)', LIMITS.dayWarning),
        hours('dayMaximumHours', 'Tag: Höchstgrenze (Std.)', LIMITS.dayMaximum),
        hours('weekWarningHours', 'Woche: Hinweis ab (Std.)', LIMITS.weekWarning),
        hours('weekMaximumHours', 'Woche: Höchstgrenze (Std.)', LIMITS.weekMaximum),
      ],
    },
    {
      type: 'row',
      fields: [
        hours('breakAfterHours', 'Pause nötig ab (Std.)', LIMITS.breakAfter),
        {
          name: 'minimumBreakMinutes',
          type: 'number',
          label: 'Mindestpause (Min.)',
          required: true,
          min: 0,
          max: 240,
          defaultValue: LIMITS.minimumBreak,
          admin: { step: 5, width: '25%' },
        },
        hours('minimumRestHours', 'Ruhezeit mindestens (Std.)', LIMITS.minimumRest, 'Zwischen zwei Schichten.'),
      ],
    },
  ],
}
