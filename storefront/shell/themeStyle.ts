import type { CSSProperties } from 'react'

import type { ShellTheme } from './types'

const FALLBACK_FONTS = "system-ui, -apple-system, 'Segoe UI', sans-serif"
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** The theme global as CSS custom properties on <html> (colours, radius, font). */
export function themeStyle(theme: ShellTheme): CSSProperties {
  const font = theme.font?.replace(/["';{}<>]/g, '').trim()
  return {
    ...(HEX_COLOR.test(theme.color1) ? { '--color-primary': theme.color1 } : {}),
    ...(HEX_COLOR.test(theme.color2) ? { '--color-secondary': theme.color2 } : {}),
    '--radius': `${Math.max(0, theme.borderRadius)}px`,
    ...(font ? { '--font-family': `'${font}', ${FALLBACK_FONTS}` } : {}),
  } as CSSProperties
}
