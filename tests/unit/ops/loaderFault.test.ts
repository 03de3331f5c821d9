import { describe, expect, it } from '@jest/globals'

import { metLoaderFault } from '@/ops/loaderFault'

describe('the Node 20 loader fault of a child process', () => {
  it('is an exit without the success message, or an unsettled top-level await (13)', () => {
    expect(metLoaderFault(0, false)).toBe(true)
    expect(metLoaderFault(13, false)).toBe(true)
  })

  it('is not a reported success or a real failure', () => {
    expect(metLoaderFault(0, true)).toBe(false)
    expect(metLoaderFault(1, false)).toBe(false)
    expect(metLoaderFault(137, false)).toBe(false)
  })
})
