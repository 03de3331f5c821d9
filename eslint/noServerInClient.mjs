/**
 * A file that starts with 'use client' is bundled for the browser: it must not import server
 * modules (src/server, the Payload config, payload itself), which would drag them towards the
 * browser bundle or break it.
 */
const SERVER_MODULE = /(^|\/)src\/server(\/|$)|^@payload-config$|^payload(\/|$)|^@payloadcms\/(db-|email-|next\/(routes|utilities))/

export const noServerInClient = {
  meta: {
    type: 'problem',
    docs: { description: "no server module in a 'use client' file" },
    messages: { serverImport: "A 'use client' file must not import the server module '{{source}}'." },
    schema: [],
  },
  create(context) {
    const body = context.sourceCode.ast.body
    const isClient = body.some((node, index) => index < 3 && node.type === 'ExpressionStatement' && node.directive === 'use client')
    if (!isClient) return {}
    const check = (node) => {
      const source = node.source?.value
      if (typeof source === 'string' && SERVER_MODULE.test(source) && node.importKind !== 'type') {
        context.report({ node, messageId: 'serverImport', data: { source } })
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}
