export * from './branchSearch'
export * from './filterBranches'
export * from './tagFilter'
export * from './texts'
