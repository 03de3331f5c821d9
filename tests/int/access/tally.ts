import { afterAll } from '@jest/globals'

import { ROLE_LABELS, ROLES, type Role } from './actors'

/** The matrix's cells of one test file: how many were checked and which allowed or denied unexpectedly. */
export type Tally = {
  /** Compares one row's outcome per role with the expected roles; answers the mismatches, labelled. */
  check: (row: string, outcome: Record<Role, boolean>, allowed: Role[]) => { unexpectedAllows: string[]; unexpectedDenials: string[] }
  figures: { cells: number; unexpectedAllows: string[]; unexpectedDenials: string[] }
}

/** Counts the cells of a matrix file and prints its figures when the file ends. */
export function matrixTally(name: string): Tally {
  const figures = { cells: 0, unexpectedAllows: [] as string[], unexpectedDenials: [] as string[] }
  afterAll(() => {
    console.log(
      `${name}: ${figures.cells} cells, ${figures.unexpectedAllows.length} unexpected allows, ${figures.unexpectedDenials.length} unexpected denials` +
        [...figures.unexpectedAllows.map((cell) => `\n  allowed: ${cell}`), ...figures.unexpectedDenials.map((cell) => `\n  denied: ${cell}`)].join(''),
    )
  })
  return {
    figures,
    check(row, outcome, allowed) {
      const result = { unexpectedAllows: [] as string[], unexpectedDenials: [] as string[] }
      for (const role of ROLES) {
        figures.cells++
        const cell = `${row} × ${ROLE_LABELS[role]}`
        if (outcome[role] && !allowed.includes(role)) result.unexpectedAllows.push(cell)
        if (!outcome[role] && allowed.includes(role)) result.unexpectedDenials.push(cell)
      }
      figures.unexpectedAllows.push(...result.unexpectedAllows)
      figures.unexpectedDenials.push(...result.unexpectedDenials)
      return result
    },
  }
}

/** Runs `attempt` for every role, one after the other. */
export async function outcomePerRole(attempt: (role: Role) => Promise<boolean>): Promise<Record<Role, boolean>> {
  const outcome = {} as Record<Role, boolean>
  for (const role of ROLES) outcome[role] = await attempt(role)
  return outcome
}

/** True when the Local API call succeeds and answers something; false when it refuses (401, 403, 404). */
export async function isAllowed(run: () => Promise<unknown>): Promise<boolean> {
  try {
    return Boolean(await run())
  } catch (error) {
    if ([401, 403, 404].includes((error as { status?: number }).status ?? 0)) return false
    throw error
  }
}
