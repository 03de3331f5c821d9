export * from './fields'
export * from './receiver'
export * from './texts'
export * from './uploads'
