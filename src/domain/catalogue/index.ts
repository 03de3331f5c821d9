export * from './activeMenu'
export * from './catalogueFor'
export * from './categoryBar'
export * from './menuReload'
