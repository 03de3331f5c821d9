/** What an AI content call answers: the written document, or the German message of its refusal. */
export type AiAnswer = { doc: Record<string, unknown> & { id: number }; error?: undefined } | { doc?: undefined; error: string }

/**
 * POSTs to an AI content call of the API and answers its document, or the first German error
 * message of the answer (`fallback` when the call did not answer at all).
 */
export async function requestAi(url: string, body: unknown, fallback: string): Promise<AiAnswer> {
  const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null)
  const answer = (await response?.json().catch(() => null)) as { doc?: AiAnswer['doc']; errors?: { message?: string }[] } | null
  if (response?.ok && answer?.doc) return { doc: answer.doc }
  return { error: answer?.errors?.[0]?.message || fallback }
}
