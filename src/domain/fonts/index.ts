export * from './fontRoute'
export * from './inlineFaces'
