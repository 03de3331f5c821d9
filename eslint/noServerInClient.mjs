import fs from 'node:fs'
import path from 'node:path'
import process from 'node:process'

/**
 * A file that starts with 'use client' is bundled for the browser: neither it nor anything it
 * imports (followed through our own modules, type-only imports left out as they vanish) may reach
 * a server module: src/server, ops/, seed/, the Payload config or payload itself. That would drag
 * them towards the browser bundle or break it.
 */
const SERVER_PACKAGE = /^@payload-config$|^payload(\/|$)|^@payloadcms\/(db-|email-|next\/(routes|utilities))/
const SERVER_FOLDER = /^(src\/server|ops|seed)\//
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']
/** Value imports and re-exports of a module's text (`import type` and `export type` are left out). */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm

const root = process.cwd()
const importsCache = new Map()

/** Our module a specifier names (relative or @/), as a path from the project root, else null. */
function resolveOwn(fromFile, specifier) {
  let base
  if (specifier.startsWith('@/')) base = specifier.slice(2)
  else if (specifier.startsWith('.')) base = path.relative(root, path.resolve(path.dirname(path.join(root, fromFile)), specifier))
  else return null
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate.split(path.sep).join('/')
  }
  return null
}

function valueImportsOf(file) {
  if (!importsCache.has(file)) {
    let text = ''
    try {
      text = fs.readFileSync(path.join(root, file), 'utf8')
    } catch {
      // unreadable: nothing to follow
    }
    importsCache.set(file, [...text.matchAll(VALUE_IMPORT)].map((match) => match[1]))
  }
  return importsCache.get(file)
}

/** The chain from `file` to the first server module it reaches, or null. */
function serverChain(file, seen) {
  for (const specifier of valueImportsOf(file)) {
    if (SERVER_PACKAGE.test(specifier)) return [specifier]
    const target = resolveOwn(file, specifier)
    if (!target || seen.has(target)) continue
    seen.add(target)
    if (SERVER_FOLDER.test(target)) return [target]
    const rest = serverChain(target, seen)
    if (rest) return [target, ...rest]
  }
  return null
}

export const noServerInClient = {
  meta: {
    type: 'problem',
    docs: { description: "no server module in or behind a 'use client' file" },
    messages: { serverImport: "A 'use client' file must not reach the server module '{{target}}' (through {{chain}})." },
    schema: [],
  },
  create(context) {
    const body = context.sourceCode.ast.body
    const isClient = body.some((node, index) => index < 3 && node.type === 'ExpressionStatement' && node.directive === 'use client')
    if (!isClient) return {}
    const file = path.relative(root, context.filename).split(path.sep).join('/')
    const check = (node) => {
      const specifier = node.source?.value
      if (typeof specifier !== 'string' || node.importKind === 'type' || node.exportKind === 'type') return
      const report = (chain) => context.report({ node, messageId: 'serverImport', data: { target: chain[chain.length - 1], chain: [specifier, ...chain.slice(0, -1)].join(' → ') } })
      if (SERVER_PACKAGE.test(specifier)) return report([specifier])
      const target = resolveOwn(file, specifier)
      if (!target) return
      if (SERVER_FOLDER.test(target)) return report([target])
      const chain = serverChain(target, new Set([file, target]))
      if (chain) report([target, ...chain])
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}
