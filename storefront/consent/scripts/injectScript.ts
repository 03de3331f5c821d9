/** Appends an async external script once (by id). */
export function injectScript(id: string, src: string, attributes: Record<string, string> = {}): void {
  if (document.getElementById(id)) return
  const script = document.createElement('script')
  script.id = id
  script.async = true
  script.src = src
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.head.appendChild(script)
}
