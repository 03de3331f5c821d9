export * from './fontRoute'
