export * from './images'
export * from './uploads'
