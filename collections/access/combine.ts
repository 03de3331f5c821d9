import type { Access, Where } from 'payload'

/**
 * Grants access when any rule does: `true` from one rule wins, query constraints are OR-ed.
 * Lets a collection say "staff, or the owner, or published documents" from small atoms.
 */
export const anyOf =
  (...rules: Access[]): Access =>
  async (args) => {
    const constraints: Where[] = []
    for (const rule of rules) {
      const result = await rule(args)
      if (result === true) return true
      if (result && typeof result === 'object') constraints.push(result)
    }
    if (constraints.length === 0) return false
    return constraints.length === 1 ? constraints[0] : { or: constraints }
  }
