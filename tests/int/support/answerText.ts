/**
 * The text of an answer; of an event stream (which never ends by itself) its first chunk, after
 * which the stream is closed.
 */
export async function answerText(response: Response): Promise<string> {
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) return response.text()
  const reader = response.body.getReader()
  const { value } = await reader.read()
  await reader.cancel()
  return new TextDecoder().decode(value)
}
