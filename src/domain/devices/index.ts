export * from './commands'
