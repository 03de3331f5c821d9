/**
 * How generated products are recognised: by their material number alone. A generated number is
 * its template's number, a '/' and the option codes ('5S1-GM-1100-B3/BE-EI-L2-W-M-Z0'), like the
 * type keys of real drive catalogues; the demo catalogue (and its seed) never uses a '/'.
 * A second run of the generator replaces every product that matches.
 */
export const GENERATED_UID_SEPARATOR = '/'

export const isGeneratedUid = (uid: string): boolean => uid.includes(GENERATED_UID_SEPARATOR)

/** The SQL condition on `public.products` that selects the generated products. */
export const GENERATED_PRODUCTS_CONDITION = `catalogue = 'parts' AND uid LIKE '%${GENERATED_UID_SEPARATOR}%'`
