import { describe, expect, it } from '@jest/globals'

import { isDatabaseUnavailable } from '@/src/server/http/databaseUnavailable'

const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause })

describe('a lost database connection is told apart from every other error', () => {
  it.each([
    ['refused connect while the database restarts', failedQuery(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))],
    ['fast shutdown of the server (57P01)', failedQuery(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))],
    ['the server is starting (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection cut in the middle of a query', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['a pooled client that lost its socket', new Error('Client has encountered a connection error and is not queryable')],
  ])('%s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true))

  it.each([
    ['invalid input (22P02)', failedQuery(Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' }))],
    ['a unique violation (23505)', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a plain programming error', new TypeError('x is undefined')],
    ['not an error at all', 'kaputt'],
  ])('%s is not', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false))
})

describe('the API answers a lost database connection with 503 and Retry-After', () => {
  it('instead of a 500 the client cannot act on', async () => {
    const { answerOtherErrors } = await import('@/src/server/http/answerErrors')
    const req = {} as { responseHeaders?: Headers }
    const error = failedQuery(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))
    const answer = await answerOtherErrors({ error, req } as never)
    expect(answer).toEqual({ status: 503, response: { errors: [{ message: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.' }] } })
    expect(req.responseHeaders?.get('Retry-After')).toBe('2')
  })
})
