// An answer other than 200 (or 304 from the cache), as one error: the API's status, code and message
// (`{"error": {code, message, status}}`), and how long to wait when it was a 429 or a 503.

export class TurkiyeApiError extends Error {
  readonly status: number;
  /** The API's stable code (`PROVINCE_NOT_FOUND`, `RATE_LIMIT_EXCEEDED` …); `HTTP_<status>` when the body had none. */
  readonly code: string;
  /** Seconds the API asked to wait (Retry-After), on a 429 or a 503. */
  readonly retryAfterSeconds?: number;

  constructor(status: number, code: string, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'TurkiyeApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  static async of(response: Response, retryAfterSeconds?: number): Promise<TurkiyeApiError> {
    const text = await response.text();
    try {
      const { error } = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
      if (typeof error?.code === 'string' && typeof error.message === 'string')
        return new TurkiyeApiError(response.status, error.code, error.message, retryAfterSeconds);
    } catch {
      // not the API's envelope (a proxy's page, say): the status says what is known
    }
    return new TurkiyeApiError(response.status, `HTTP_${response.status}`, `${response.status} ${response.statusText}`.trim(), retryAfterSeconds);
  }
}
