import { describe, expect, it } from '@jest/globals'

import { acceptsReport, isFinal, isOpenCommand } from '@/src/domain/devices'

describe('device commands', () => {
  it('are open while pending or running', () => {
    expect(isOpenCommand('pending')).toBe(true)
    expect(isOpenCommand('running')).toBe(true)
    for (const status of ['done', 'failed', 'aborted'] as const) expect(isOpenCommand(status)).toBe(false)
    expect(isOpenCommand(null)).toBe(false)
  })

  it('move from pending to running, done or failed, and from running to done or failed', () => {
    expect(acceptsReport('pending', 'running')).toBe(true)
    expect(acceptsReport('pending', 'done')).toBe(true)
    expect(acceptsReport('pending', 'failed')).toBe(true)
    expect(acceptsReport('running', 'done')).toBe(true)
    expect(acceptsReport('running', 'failed')).toBe(true)
  })

  it('never go back, and a finished, aborted or missing command accepts no report', () => {
    expect(acceptsReport('running', 'running')).toBe(false)
    for (const status of ['done', 'failed', 'aborted'] as const) {
      for (const reported of ['running', 'done', 'failed'] as const) expect(acceptsReport(status, reported)).toBe(false)
    }
    expect(acceptsReport(undefined, 'done')).toBe(false)
  })

  it('end with done or failed', () => {
    expect(isFinal('done')).toBe(true)
    expect(isFinal('failed')).toBe(true)
    expect(isFinal('running')).toBe(false)
  })
})
