export * from './branchLinks'
export * from './legalLinks'
export * from './navigation'
export * from './webAppManifest'
