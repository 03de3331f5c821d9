import type { Access } from 'payload'

/** Refused for everybody over the API; server code writes with `overrideAccess: true`. */
export const nobody: Access = () => false
