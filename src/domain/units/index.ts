export * from './convert'
export * from './units'
export * from './lineAmountText'
