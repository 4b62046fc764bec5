import { MESSAGES } from './messages.js';

/** The JSON body of every error the server answers (server `errors.ts`). */
interface ErrorBody {
  code?: string;
  error?: string;
  errors?: Record<string, string>;
}

/**
 * A failed API call: `status` 0 when the request never got an answer (offline, server down).
 * `message` is what to show a person: the server's message, 'Network error', or 'Something went
 * wrong'. `fields` holds the server's per-field validation messages, keyed by field path.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Readonly<Record<string, string>>;
  /** The whole answer body, for calls that answer data with an error (409 with the latest version). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    options: { code?: string; fields?: Record<string, string>; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.body = options.body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** Builds the ApiError of an answered call from its status and (parsed) body. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const parsed = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const message =
    status >= 500 || typeof parsed.error !== 'string' ? MESSAGES.somethingWentWrong : parsed.error;
  return new ApiError(status, message, {
    ...(parsed.code !== undefined && { code: parsed.code }),
    ...(parsed.errors && { fields: parsed.errors }),
    body,
  });
}

/** The error of a request that got no answer at all. */
export function networkError(): ApiError {
  return new ApiError(0, MESSAGES.networkError);
}

/** What to show for any error a screen catches. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.somethingWentWrong;
}
