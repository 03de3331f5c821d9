import { APIError } from 'payload'

/**
 * A refusal caused by the client's input (4xx) with a German message for the user. Logged at info
 * level, unlike server errors.
 */
export class ClientError extends APIError {
  constructor(message: string, status = 400, data: unknown = null) {
    super(message, status, data as never, true)
    this.name = 'ClientError'
  }
}
