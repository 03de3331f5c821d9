export * from './balances'
export * from './holidays'
export * from './shifts'
export * from './workingTimeRules'
