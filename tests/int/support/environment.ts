/**
 * Sets environment variables for one test file and answers the function that puts the previous
 * values back. All integration test files run in one process, one after the other: a limit a file
 * lowers and leaves behind (e.g. two mails per address) silently breaks the files after it.
 */
export function setEnvironment(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]))
  const apply = (entries: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  apply(values)
  return () => apply(previous)
}

/** Runs `work` with the given environment variables, then puts the previous values back. */
export async function withEnvironment<T>(values: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const restore = setEnvironment(values)
  try {
    return await work()
  } finally {
    restore()
  }
}
