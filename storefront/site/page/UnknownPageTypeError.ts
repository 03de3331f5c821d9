/** A page whose type no screen knows (data written around the admin's select): the 500 page. */
export class UnknownPageTypeError extends Error {
  constructor(path: string, type: string) {
    super(`Unbekannter Seitentyp '${type}' der Seite ${path}`)
    this.name = 'UnknownPageTypeError'
  }
}
