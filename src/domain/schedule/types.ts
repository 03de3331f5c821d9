export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'

export type OpeningRuleType = 'once' | 'daily' | Weekday

/** One row of opening hours, delivery hours or a schedule. Times are 'HH:MM', dates 'YYYY-MM-DD'. */
export interface OpeningRule {
  type: OpeningRuleType
  /** Only for `once`: the calendar day the rule is about. */
  date?: string | null
  isClosed?: boolean | null
  from?: string | null
  to?: string | null
}
