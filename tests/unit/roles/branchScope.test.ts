import { describe, expect, it } from '@jest/globals'

import { branchScope, scopeIncludes } from '@/src/domain/roles'

const staff = (roles: string[], branches: (number | { id: number })[] = []) => ({ collection: 'users', roles, branches })

describe('which branches an account acts for', () => {
  it.each<[string, Parameters<typeof branchScope>[0], ReturnType<typeof branchScope>]>([
    ['an admin: every branch', staff(['ROLE_ADMIN'], [1]), { all: true }],
    ['an employee: the branches of the account, populated or not', staff(['ROLE_EMPLOYEE'], [1, { id: 3 }]), { all: false, branchIds: [1, 3] }],
    ['an employee without branches: none of them', staff(['ROLE_EMPLOYEE']), { all: false, branchIds: [] }],
    ['staff without either role: none', staff([], [1]), null],
    ['a shop account, even with the admin role name: none', { collection: 'external-users', roles: ['ROLE_ADMIN'] }, null],
    ['no account: none', null, null],
  ])('%s', (_, user, scope) => expect(branchScope(user)).toEqual(scope))
})

describe('whether a scope covers a branch', () => {
  const employee = branchScope(staff(['ROLE_EMPLOYEE'], [1, 3]))

  it.each<[string, Parameters<typeof scopeIncludes>[1], boolean]>([
    ['one of the branches', 3, true],
    ['a populated branch of the list', { id: 1 }, true],
    ['a branch id as text (route parameter)', '3', true],
    ['another branch', 2, false],
    ['a document without branch', null, false],
  ])('employee: %s', (_, branch, covered) => expect(scopeIncludes(employee, branch)).toBe(covered))

  it('an admin covers every branch and documents without one', () => {
    expect(scopeIncludes({ all: true }, 2)).toBe(true)
    expect(scopeIncludes({ all: true }, null)).toBe(true)
  })

  it('no scope covers nothing', () => expect(scopeIncludes(null, 1)).toBe(false))
})
