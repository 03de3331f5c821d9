import type { ShellTheme } from './types'

/** The theme font's faces in the page head: our own packaged @font-face rules (fontCatalogue.ts), not input. */
export function ThemeHead({ theme }: { theme: ShellTheme }) {
  return (
    <head>
      {theme.fontFaces && <style dangerouslySetInnerHTML={{ __html: theme.fontFaces }} />}
      {theme.fontStylesheets.map((href) => <link key={href} rel="stylesheet" href={href} />)}
    </head>
  )
}
