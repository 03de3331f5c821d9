export * from './shifts'
export * from './workingTimeRules'
