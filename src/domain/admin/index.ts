export * from './backendHash'
