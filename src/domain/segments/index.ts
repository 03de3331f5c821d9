export * from './segments'
