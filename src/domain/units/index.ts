export * from './convert'
export * from './units'
