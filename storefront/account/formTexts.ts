/** The texts a form sends under `names`, a missing entry as '' (the account calls' bodies are built from them). */
export function formTexts<Name extends string>(data: FormData, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<Name, string>
}
