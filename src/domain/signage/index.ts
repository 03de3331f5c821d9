export * from './online'
export * from './playlist'
