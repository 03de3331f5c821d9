import { DateTime } from 'luxon'
import type { AdminViewServerProps } from 'payload'

import { WORKING_ACTIVITY_TYPE_OPTIONS, type WeekActivity } from '@/src/domain/contracts/timeClock'
import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import { fillPlaceholders } from '@/src/domain/text'
import { hoursText } from '@/src/domain/timeClock/hours'
import { StaffViewFrame, staffViewScope } from '@/backoffice/admin/ui/StaffViewFrame'
import { ViewLoadError } from '@/backoffice/admin/ui/ViewLoadError'

import { loadWorkingWeek } from './loadWorkingWeek'
import { WORKING_TIME_VIEW_TEXTS as T } from './texts'
import styles from './WorkingTime.module.css'

const zone = DEFAULT_TIME_ZONE
const KIND_LABELS = new Map<string, string>(WORKING_ACTIVITY_TYPE_OPTIONS.map((option) => [option.value, option.label]))
const clock = (iso: string) => DateTime.fromISO(iso, { zone }).toFormat('HH:mm')
const dayLabel = (day: string) => DateTime.fromISO(day, { zone }).setLocale('de-AT').toFormat('ccc dd.MM.')
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

function Entry({ activity, adminRoute }: { activity: WeekActivity; adminRoute: string }) {
  const kind = activity.type === 'work' ? '' : `${KIND_LABELS.get(activity.type) ?? activity.type} `
  const times = `${clock(activity.startedAt)}–${activity.endedAt ? clock(activity.endedAt) : T.running}`
  return (
    <li>
      <a href={`${adminRoute}/collections/working-activities/${activity.id}`}>{kind}{times}</a>
      {activity.corrected ? <span className={styles.corrected}>{T.corrected}</span> : null}
    </li>
  )
}

/**
 * The admin view 'Arbeitszeiten' (/backend/arbeitszeiten): the manager's week of a branch (who
 * worked when, planned against worked, the working-time warnings) with a link per time to correct
 * it and the monthly time sheet as PDF per person. URL-driven (?branch=&week=) and rendered on the
 * server. Without a session the sign-in follows; employees see only their own row.
 */
export async function WorkingTimeView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const scope = staffViewScope(initPageResult, 'arbeitszeiten')
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const wanted = { branch: first(searchParams?.branch), week: first(searchParams?.week) }
  const { monday, branches, branch, rows, loadError } = await loadWorkingWeek(req, scope, wanted, new Date(), T.loadFailed)
  const start = DateTime.fromISO(monday, { zone })
  const days = Array.from({ length: 7 }, (_, index) => start.plus({ days: index }).toISODate()!)
  const month = start.plus({ days: 3 }).toFormat('yyyy-MM')
  const link = (week: DateTime) => `${adminRoute}/arbeitszeiten?branch=${branch?.id ?? ''}&week=${week.toISODate()}`
  return (
    <StaffViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams} forbidden={scope ? null : T.forbidden}>
      <h1>{T.title}</h1>
      {loadError ? (
        <ViewLoadError message={loadError} />
      ) : !branch ? (
        <p>{T.noBranch}</p>
      ) : (
        <>
          <form className={styles.form} method="get" action={`${adminRoute}/arbeitszeiten`}>
            <label>
              {T.branch}
              <select name="branch" defaultValue={String(branch.id)}>
                {branches.map((option) => <option key={option.id} value={option.id}>{option.name}</option>)}
              </select>
            </label>
            <label>
              {T.week}
              <input type="date" name="week" defaultValue={monday} />
            </label>
            <button type="submit" className="btn btn--style-secondary btn--size-small">{T.show}</button>
          </form>
          <nav className={styles.weekNav} aria-label={fillPlaceholders(T.weekOf, { from: start.toFormat('dd.MM.yyyy'), to: start.plus({ days: 6 }).toFormat('dd.MM.yyyy') })}>
            <a href={link(start.minus({ weeks: 1 }))}>{T.previous}</a>
            <strong>{fillPlaceholders(T.weekOf, { from: start.toFormat('dd.MM.yyyy'), to: start.plus({ days: 6 }).toFormat('dd.MM.yyyy') })}</strong>
            <a href={link(start.plus({ weeks: 1 }))}>{T.next}</a>
          </nav>
          {rows.length === 0 ? (
            <p>{T.nobody}</p>
          ) : (
            <>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{T.person}</th>
                      {days.map((day) => <th key={day} scope="col">{dayLabel(day)}</th>)}
                      <th scope="col" className={styles.sum}>{T.sum}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.user.id}>
                        <th scope="row">
                          {row.user.name}
                          <br />
                          <a href={`/api/time-sheets/${row.user.id}/pdf?month=${month}`} download>{fillPlaceholders(T.monthPdf, { month: start.plus({ days: 3 }).setLocale('de-AT').toFormat('LLLL yyyy') })}</a>
                        </th>
                        {row.days.map((day) => (
                          <td key={day.day}>
                            <ul className={styles.entries}>{day.activities.map((activity) => <Entry key={activity.id} activity={activity} adminRoute={adminRoute} />)}</ul>
                            {day.worked ? <div className={styles.worked}>{hoursText(day.worked)}</div> : null}
                            {day.planned ? <div className={styles.planned}>{fillPlaceholders(T.planned, { hours: hoursText(day.planned) })}</div> : null}
                          </td>
                        ))}
                        <td className={styles.sum}>
                          <div className={styles.worked}>{hoursText(row.worked)}</div>
                          <div className={styles.planned}>{fillPlaceholders(T.planned, { hours: hoursText(row.planned) })}</div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className={styles.hint}>{T.correctHint}</p>
              <section className={styles.warnings} aria-label={T.warnings}>
                <h2>{T.warnings}</h2>
                {rows.some((row) => row.warnings.length) ? (
                  rows.filter((row) => row.warnings.length).map((row) => (
                    <div key={row.user.id}>
                      <h3>{row.user.name}</h3>
                      <ul>{row.warnings.map((warning) => <li key={warning}>{warning}</li>)}</ul>
                    </div>
                  ))
                ) : (
                  <p>{T.noWarnings}</p>
                )}
              </section>
            </>
          )}
        </>
      )}
    </StaffViewFrame>
  )
}
