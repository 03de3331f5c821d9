import type { Payload } from 'payload'

/**
 * The people of the access matrix. The target of a read, update or delete belongs to branch A, to
 * the first customer (whose shop account is `external`) or to employee A, so `employeeB` is an
 * employee of branch B on branch A's data and `otherExternal` another customer's shop account on
 * the first customer's data.
 */
export type Role = 'anonymous' | 'external' | 'otherExternal' | 'employeeA' | 'employeeB' | 'admin'
export const ROLES: Role[] = ['anonymous', 'external', 'otherExternal', 'employeeA', 'employeeB', 'admin']

/** How a role reads in a test title: what it is in relation to the target. */
export const ROLE_LABELS: Record<Role, string> = {
  anonymous: 'anonymous',
  external: 'external user (own customer)',
  otherExternal: "another customer's external user",
  employeeA: 'employee of branch A',
  employeeB: "employee of branch B on branch A's data",
  admin: 'admin',
}

/** The same role on the other side: who a document of branch B, the other customer or employee B belongs to. */
export const MIRROR: Record<Role, Role> = {
  anonymous: 'anonymous',
  external: 'otherExternal',
  otherExternal: 'external',
  employeeA: 'employeeB',
  employeeB: 'employeeA',
  admin: 'admin',
}

type Actor = Record<string, unknown> & { id: number; collection: string }

export type World = {
  branchA: number
  branchB: number
  customerOwn: number
  customerOther: number
  actors: Record<Role, Actor | undefined>
}

/** The password of every actor. */
export const PASSWORD = 'geheim123'

let counter = 0
/** A value unique within the test run, for identifiers and e-mail addresses. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`

async function staff(payload: Payload, roles: string[], branches: number[]): Promise<Actor> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${unique('staff')}@example.at`, password: PASSWORD, roles: roles as never, branches },
    depth: 0,
    overrideAccess: true,
  })
  return { ...user, collection: 'users' } as unknown as Actor
}

async function shopAccount(payload: Payload, firstName: string, customer: number): Promise<Actor> {
  const account = await payload.create({
    collection: 'external-users',
    data: {
      email: `${unique('kunde')}@example.at`, password: PASSWORD, firstName, lastName: 'Kundin',
      roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true, customers: [customer],
    },
    depth: 0,
    overrideAccess: true,
  })
  return { ...account, collection: 'external-users' } as unknown as Actor
}

/**
 * Two branches (or the given ones), two customers each with an approved shop account, an admin and
 * one employee per branch: the people of the access matrix.
 */
export async function createWorld(payload: Payload, branches?: { branchA: number; branchB: number }): Promise<World> {
  const branch = (name: string) =>
    payload.create({ collection: 'branches', data: { name, identifier: unique('filiale') }, depth: 0, overrideAccess: true }).then((b) => b.id)
  const { branchA, branchB } = branches ?? { branchA: await branch('Filiale A'), branchB: await branch('Filiale B') }
  const customer = (companyName: string) =>
    payload.create({ collection: 'customers', data: { isCompany: true, companyName }, depth: 0, overrideAccess: true }).then((c) => c.id)
  const [customerOwn, customerOther] = [await customer('Eigene Firma GmbH'), await customer('Fremde Firma KG')]
  return {
    branchA,
    branchB,
    customerOwn,
    customerOther,
    actors: {
      anonymous: undefined,
      external: await shopAccount(payload, 'Karin', customerOwn),
      otherExternal: await shopAccount(payload, 'Fritzi', customerOther),
      employeeA: await staff(payload, ['ROLE_EMPLOYEE'], [branchA]),
      employeeB: await staff(payload, ['ROLE_EMPLOYEE'], [branchB]),
      admin: await staff(payload, ['ROLE_ADMIN'], []),
    },
  }
}
