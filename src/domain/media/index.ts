export * from './images'
