import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import pg from 'pg'

import { CHANGE_CHANNEL, changesHeard, tell } from '@/src/server/cache/changeFeed'
import { loadAfterLastChange } from '@/src/server/cache/publicCache'
import { databaseUrl } from '@/src/server/environment/environment'
import { startTestPayload, type TestContext } from '../support/testPayload'

let context: TestContext

beforeAll(async () => {
  context = await startTestPayload()
}, 120_000)
afterAll(async () => {
  await context.close()
})

/** Waits until this process has heard a change of `source` (the feed delivers NOTIFYs asynchronously). */
async function heardChange(source: string, before: number): Promise<void> {
  const deadline = Date.now() + 5_000
  while (changesHeard([source]) === before) {
    if (Date.now() > deadline) throw new Error(`Keine Änderung von ${source} gehört`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('public data loaded while a change comes in is loaded again', () => {
  it('a load overlapping a change of its source runs again and returns the data read after it', async () => {
    let loads = 0
    const result = await loadAfterLastChange(['config'], async () => {
      loads++
      if (loads === 1) tell('config')
      return loads
    })
    expect(result).toBe(2)
    expect(loads).toBe(2)
  })

  it('a change committed by another database session (NOTIFY) during the load counts as well', async () => {
    const other = new pg.Client({ connectionString: databaseUrl() })
    await other.connect()
    try {
      changesHeard(['theme']) // starts listening
      await new Promise((resolve) => setTimeout(resolve, 300))
      let loads = 0
      const result = await loadAfterLastChange(['theme'], async () => {
        loads++
        if (loads === 1) {
          const before = changesHeard(['theme'])
          await other.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, 'theme'])
          await heardChange('theme', before)
        }
        return loads
      })
      expect(result).toBe(2)
    } finally {
      await other.end()
    }
  })

  it('a change of another source does not cause a second load, and an endless stream of changes stops after three', async () => {
    let loads = 0
    await loadAfterLastChange(['menus'], async () => {
      loads++
      tell('branches')
      return loads
    })
    expect(loads).toBe(1)
    loads = 0
    await loadAfterLastChange(['menus'], async () => {
      loads++
      tell('menus')
      return loads
    })
    expect(loads).toBe(3)
  })
})
