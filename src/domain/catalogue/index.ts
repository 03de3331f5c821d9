export * from './activeMenu'
export * from './catalogueFor'
