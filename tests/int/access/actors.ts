import type { Payload } from 'payload'

export type Role = 'anonymous' | 'external' | 'employeeA' | 'employeeB' | 'admin'
export const ROLES: Role[] = ['anonymous', 'external', 'employeeA', 'employeeB', 'admin']

type Actor = Record<string, unknown> & { id: number; collection: string }

export type World = {
  branchA: number
  branchB: number
  customerOwn: number
  customerOther: number
  actors: Record<Role, Actor | undefined>
}

let counter = 0
/** A value unique within the test run, for identifiers and e-mail addresses. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`

async function staff(payload: Payload, roles: string[], branches: number[]): Promise<Actor> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${unique('staff')}@example.at`, password: 'geheim123', roles: roles as never, branches },
    depth: 0,
    overrideAccess: true,
  })
  return { ...user, collection: 'users' } as unknown as Actor
}

/**
 * Two branches, a customer with its approved shop account, another customer, an admin and one
 * employee per branch: the people of the access matrix.
 */
export async function createWorld(payload: Payload): Promise<World> {
  const branch = (name: string) =>
    payload.create({ collection: 'branches', data: { name, identifier: unique('filiale') }, depth: 0, overrideAccess: true }).then((b) => b.id)
  const [branchA, branchB] = [await branch('Filiale A'), await branch('Filiale B')]
  const customer = (companyName: string) =>
    payload.create({ collection: 'customers', data: { isCompany: true, companyName }, depth: 0, overrideAccess: true }).then((c) => c.id)
  const [customerOwn, customerOther] = [await customer('Eigene Firma GmbH'), await customer('Fremde Firma KG')]
  const external = await payload.create({
    collection: 'external-users',
    data: {
      email: `${unique('kunde')}@example.at`, password: 'geheim123', firstName: 'Karin', lastName: 'Kundin',
      roles: ['ROLE_EXTERNAL_USER', 'ROLE_USER'], isApproved: true, customers: [customerOwn],
    },
    depth: 0,
    overrideAccess: true,
  })
  return {
    branchA,
    branchB,
    customerOwn,
    customerOther,
    actors: {
      anonymous: undefined,
      external: { ...external, collection: 'external-users' } as unknown as Actor,
      employeeA: await staff(payload, ['ROLE_EMPLOYEE'], [branchA]),
      employeeB: await staff(payload, ['ROLE_EMPLOYEE'], [branchB]),
      admin: await staff(payload, ['ROLE_ADMIN'], []),
    },
  }
}
