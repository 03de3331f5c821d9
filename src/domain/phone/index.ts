export * from './phoneInput'
export * from './texts'
