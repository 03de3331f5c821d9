import type { ClientBase } from 'pg'

import { SqlParams } from '@/src/server/statistics/sql'

import { BENCH_MARK, MARKS, ROW_ID } from './marks'

/** Shifts the staff work in turn ('HH:MM' as the schedules store them); the last one goes over midnight. */
const SHIFTS = [
  ['08:00', '16:30'],
  ['10:00', '18:30'],
  ['14:00', '22:30'],
  ['17:00', '01:00'],
]

/** Staff members as employees of one branch each (no password: they never sign in), their ids in order. */
async function createEmployees(client: ClientBase, count: number, branches: number[]): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name)
     SELECT '${BENCH_MARK}-' || n || '@benchmark.invalid', 'Bench', 'Mitarbeiter ' || n FROM generate_series(1, $1::int) n
     RETURNING id`,
    [count],
  )
  const ids = rows.map((row) => row.id).sort((a, b) => a - b)
  await client.query(`INSERT INTO users_roles ("order", parent_id, value) SELECT 1, id, 'ROLE_EMPLOYEE' FROM unnest($1::int[]) id`, [ids])
  await client.query(
    `INSERT INTO users_rels ("order", parent_id, path, branches_id) SELECT 1, u.id, 'branches', ($2::int[])[1 + (u.n::int - 1) % cardinality($2::int[])]
     FROM unnest($1::int[]) WITH ORDINALITY AS u(id, n)`,
    [ids, branches],
  )
  return ids
}

/**
 * Shifts of each employee on five days a week (two days off, staggered) from `days` days ago to a
 * week ahead, dated as Payload's day picker stores a day (12:00 UTC); a tenth with planned hours.
 */
function schedulesStatement(ids: number[], branches: number[], days: number) {
  const p = new SqlParams()
  const branchIds = p.add(branches, 'int[]')
  const text = `INSERT INTO working_schedules (user_id, branch_id, date, "from", "to", planned_hours, note)
    SELECT u.id, (${branchIds})[1 + (u.n::int - 1) % cardinality(${branchIds})],
      (d.day + time '12:00') AT TIME ZONE 'UTC', (${p.add(SHIFTS.map((s) => s[0]), 'text[]')})[1 + (u.n::int + d.week) % 4], (${p.add(SHIFTS.map((s) => s[1]), 'text[]')})[1 + (u.n::int + d.week) % 4],
      CASE WHEN random() < 0.1 THEN 8 END, NULL
    FROM unnest(${p.add(ids, 'int[]')}) WITH ORDINALITY AS u(id, n)
    CROSS JOIN LATERAL (
      SELECT day::date AS day, (day::date - date '2000-01-03') / 7 AS week, extract(dow FROM day)::int AS dow
      FROM generate_series((now() AT TIME ZONE 'Europe/Vienna')::date - ${p.add(days, 'int')}, (now() AT TIME ZONE 'Europe/Vienna')::date + 6, interval '1 day') day
    ) d
    WHERE (d.dow + u.n::int) % 7 NOT IN (0, 1)`
  return { text, values: p.values }
}

/**
 * The tracked time of the shifts begun by now: mostly work as planned (a few minutes early or
 * late), some vacation, sick leave, travel, training and time off; a shift under way is running.
 * Work of six hours or more has a half-hour pause four hours in (open while it lasts).
 */
function activitiesStatements(ids: number[]) {
  const p = new SqlParams()
  const activities = `CREATE TEMP TABLE bench_activities ON COMMIT DROP AS
    SELECT nextval(pg_get_serial_sequence('working_activities', 'id'))::int AS id, a.*,
      CASE WHEN a.type = 'work' AND a.planned_end - a.started_at >= interval '6 hours' AND a.started_at + interval '4 hours' < now()
        THEN a.started_at + interval '4 hours' END AS pause_start
    FROM (
      SELECT s.user_id, s.branch_id, s.started_at, s.planned_end,
        CASE WHEN s.r < 0.04 THEN 'vacation' WHEN s.r < 0.07 THEN 'sickLeave' WHEN s.r < 0.09 THEN 'travel' WHEN s.r < 0.10 THEN 'training'
          WHEN s.r < 0.11 THEN 'timeOff' ELSE 'work' END AS type,
        CASE WHEN s.planned_end + s.late > now() THEN NULL ELSE s.planned_end + s.late END AS ended_at
      FROM (
        SELECT ws.user_id, ws.branch_id, random() AS r, (random() * 10 - 5) * interval '1 minute' AS late,
          ((ws.date AT TIME ZONE 'Europe/Vienna')::date + ws."from"::time) AT TIME ZONE 'Europe/Vienna' + (random() * 10 - 5) * interval '1 minute' AS started_at,
          ((ws.date AT TIME ZONE 'Europe/Vienna')::date + ws."to"::time + CASE WHEN ws."to"::time <= ws."from"::time THEN interval '1 day' ELSE interval '0 days' END)
            AT TIME ZONE 'Europe/Vienna' AS planned_end
        FROM working_schedules ws WHERE ws.user_id = ANY(${p.add(ids, 'int[]')})
      ) s
      WHERE s.started_at < now()
    ) a`
  return [
    { text: activities, values: p.values },
    {
      text: `INSERT INTO working_activities (id, user_id, branch_id, type, status, started_at, ended_at, created_at, updated_at)
        SELECT id, user_id, branch_id, type::enum_working_activities_type, CASE WHEN ended_at IS NULL THEN 'running' ELSE 'ended' END::enum_working_activities_status,
          started_at, ended_at, started_at, coalesce(ended_at, started_at) FROM bench_activities`,
      values: [],
    },
    {
      text: `INSERT INTO working_activities_pauses (_order, _parent_id, id, started_at, ended_at)
        SELECT 1, id, ${ROW_ID}, pause_start, CASE WHEN pause_start + interval '30 minutes' < now() THEN pause_start + interval '30 minutes' END
        FROM bench_activities WHERE pause_start IS NOT NULL`,
      values: [],
    },
  ]
}

/**
 * `employees` staff members across `branches` with shifts and tracked time for the last `days`
 * days (and a week of shifts ahead); returns their ids. Inside the caller's transaction.
 */
export async function generateStaffTime(client: ClientBase, employees: number, days: number, branches: number[]): Promise<number[]> {
  const ids = await createEmployees(client, employees, branches)
  await client.query(schedulesStatement(ids, branches, days))
  for (const statement of activitiesStatements(ids)) await client.query(statement)
  return ids
}

/** Deletes the staff members of an earlier run with their time data (the users' foreign keys would only null the not-null columns). */
export async function deleteStaffTime(client: ClientBase): Promise<void> {
  const staff = `SELECT id FROM users WHERE email LIKE '${MARKS.staffEmail}'`
  await client.query(`DELETE FROM working_activities WHERE user_id IN (${staff})`)
  await client.query(`DELETE FROM working_schedules WHERE user_id IN (${staff})`)
  await client.query(`DELETE FROM users WHERE id IN (${staff})`)
}
