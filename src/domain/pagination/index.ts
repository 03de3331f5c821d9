export * from './pagination'
export * from './texts'
