import fs from 'node:fs'
import path from 'node:path'

import { compactFaces, familyOfSegment, isFontFileName, parseVariant, rewriteFontUrls, variantName, withoutFontSwap, type FontFace } from '@/src/domain/fonts'

/** The families the theme offers, each shipped as an npm package (package.json lists them). */
const FONT_PACKAGES = [
  { family: 'Roboto', packageName: '@fontsource/roboto' },
  { family: 'Open Sans', packageName: '@fontsource/open-sans' },
  { family: 'Lato', packageName: '@fontsource/lato' },
  { family: 'Montserrat', packageName: '@fontsource/montserrat' },
  { family: 'Source Sans 3', packageName: '@fontsource/source-sans-3' },
  { family: 'Merriweather', packageName: '@fontsource/merriweather' },
] as const

export type FontFamily = { family: string; variants: string[] }
type PackagedFamily = FontFamily & { directory: string }

/** A package's stylesheet of one weight and style with every subset: '700-italic.css', '400.css'. */
const packagedStylesheet = ({ weight, style }: FontFace) => `${weight}${style === 'italic' ? '-italic' : ''}.css`
const PACKAGED_STYLESHEET = /^([1-9]00)(-italic)?\.css$/

const packageDirectory = (packageName: string) => path.join(process.cwd(), 'node_modules', ...packageName.split('/'))

/** The variants a package ships (one stylesheet per weight and style), lightest first, upright before italic. */
function packagedVariants(directory: string): string[] {
  const faces = fs
    .readdirSync(directory)
    .flatMap((name) => {
      const match = PACKAGED_STYLESHEET.exec(name)
      return match ? [{ weight: Number(match[1]), style: match[2] ? 'italic' : 'normal' } as FontFace] : []
    })
    .sort((a, b) => a.weight - b.weight || (a.style === 'italic' ? 1 : 0) - (b.style === 'italic' ? 1 : 0))
  return faces.map(variantName)
}

let catalogue: PackagedFamily[] | undefined

/** The offered families with the variants their packages ship; a missing package offers nothing. */
function packagedFamilies(): PackagedFamily[] {
  catalogue ??= FONT_PACKAGES.flatMap(({ family, packageName }) => {
    const directory = packageDirectory(packageName)
    return fs.existsSync(directory) ? [{ family, directory, variants: packagedVariants(directory) }] : []
  })
  return catalogue
}

/** GET /api/fonts: every family and variant the font route serves. */
export const fontFamilies = (): FontFamily[] => packagedFamilies().map(({ family, variants }) => ({ family, variants }))

const stylesheets = new Map<string, string>()

/** The @font-face stylesheet of a family (address segment) and variant, read once and kept; null when not offered. */
export function fontStylesheet(familySegment: string, variant: string): string | null {
  const entry = familyOfSegment(familySegment, packagedFamilies())
  const face = parseVariant(variant)
  if (!entry || !face || !entry.variants.includes(variant)) return null
  const key = `${entry.family}:${variant}`
  let css = stylesheets.get(key)
  if (css === undefined) {
    css = withoutFontSwap(rewriteFontUrls(fs.readFileSync(path.join(entry.directory, packagedStylesheet(face)), 'utf8'), entry.family))
    stylesheets.set(key, css)
  }
  return css
}

/** One font file of a family (woff2 or woff as the package ships it), or null. */
export async function fontFile(familySegment: string, fileName: string): Promise<Buffer | null> {
  const entry = familyOfSegment(familySegment, packagedFamilies())
  if (!entry || !isFontFileName(fileName)) return null
  return fs.promises.readFile(path.join(entry.directory, 'files', fileName)).catch(() => null)
}

/** The weights the storefront's styles use; a family without one of them lets the browser take the nearest. */
const STOREFRONT_VARIANTS = ['regular', 'italic', '500', '600', '700', '800']

/**
 * The theme's font as the storefront and site pages load it. A family the product ships comes as
 * its @font-face rules for the storefront's weights and German subsets (`faces`, compactFaces),
 * which the page carries in its head: six stylesheet requests fewer before the first paint, the
 * font files still from the font route.
 * A family the product does not ship comes as the theme's own stylesheet address (`stylesheets`).
 */
export function themeFont(family: string | null | undefined, customUrl: string | null | undefined): { faces: string | null; stylesheets: string[] } {
  const entry = family ? familyOfSegment(family, packagedFamilies()) : undefined
  if (entry) {
    const variants = STOREFRONT_VARIANTS.filter((variant) => entry.variants.includes(variant))
    return { faces: compactFaces(variants.map((variant) => fontStylesheet(entry.family, variant)).join('\n')), stylesheets: [] }
  }
  return { faces: null, stylesheets: customUrl ? [customUrl] : [] }
}
