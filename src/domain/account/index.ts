export * from './password'
export * from './vatNumber'
export * from './returnUrl'
export * from './addressLines'
