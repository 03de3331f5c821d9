export * from './relations'
