export * from './signInRefusal'
