import { ErrorMessages } from '@art-market/domain/copy';
import type { FieldErrors, Role } from '@art-market/domain/rules';
import { firstAnswerResponse, takeFirstAnswer } from './first-data.ts';
import { clearLogin, tokenFor } from './session.ts';

/** A failed call: `status` 0 means the request never got an answer (network failure). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Sends this role's bearer token; a 401 then clears this role's stored login. */
  role?: Role;
  signal?: AbortSignal;
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

/** The raw fetch under /api, for the few callers that read the answer themselves. */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  // A public GET the server already answered in the page's HTML (ADR 0009).
  const first =
    (options.method ?? 'GET') === 'GET' && options.body === undefined && !options.role ? takeFirstAnswer(path) : undefined;
  if (first) return firstAnswerResponse(first);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.role) {
    const token = tokenFor(options.role);
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  try {
    const init: RequestInit = { method: options.method ?? 'GET', headers };
    if (body !== undefined) init.body = body;
    if (options.signal) init.signal = options.signal;
    return await fetch(`/api${path}`, init);
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The `message` of an answer's JSON body (docs/product/api-conventions.md#error-body), or '' when it has none. */
export function messageOf(payload: unknown): string {
  return isRecord(payload) && typeof payload.message === 'string' ? payload.message : '';
}

/** The ApiError of a non-2xx answer, with the body's `message` and its `errors` map when it sent them. */
export function apiErrorOf(status: number, payload: unknown): ApiError {
  const errors = isRecord(payload) && isRecord(payload.errors) ? (payload.errors as FieldErrors) : undefined;
  return new ApiError(status, messageOf(payload), errors);
}

/** Calls the API and returns the parsed JSON; any non-2xx answer becomes an ApiError with the server's message. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const payload = await readJsonBody(response);
  if (!response.ok) {
    if (response.status === 401 && options.role) clearLogin(options.role);
    throw apiErrorOf(response.status, payload);
  }
  return payload as T;
}

/** What a failed call said: every screen reads a failure through readFailure and nothing else. */
export interface Failure {
  /** The server answered with an error status (400, 404, 409, 500...). */
  answered: boolean;
  /** No answer came (offline, DNS, aborted). */
  networkFailure: boolean;
  /** 0 unless the server answered. */
  status: number;
  /** The server's message, or the browser's reason for a network failure; '' when there is none. */
  message: string;
  /** The 400/409 answer's field -> message map; empty when it sent none. */
  fieldErrors: FieldErrors;
}

export function readFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { answered: false, networkFailure: false, status: 0, message: '', fieldErrors: {} };
  return {
    answered: !error.isNetworkFailure,
    networkFailure: error.isNetworkFailure,
    status: error.status,
    message: error.message,
    fieldErrors: error.errors ?? {},
  };
}

/**
 * The server's message when it sent one that says what went wrong, else the screen's fallback text: a
 * network failure, an empty body, or the words every unexpected 5xx carries all show the screen's own
 * text (docs/product/api-conventions.md#messages-on-screen).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const failure = readFailure(error);
  const specific = failure.answered && failure.message && failure.message !== ErrorMessages.serverError;
  return specific ? failure.message : fallback;
}

/** The field errors as "field: message" joined by commas (docs/product/api-conventions.md#error-body), or undefined if none. */
export function fieldErrorsText(error: unknown): string | undefined {
  const entries = Object.entries(readFailure(error).fieldErrors);
  return entries.length > 0 ? entries.map(([field, message]) => `${field}: ${message}`).join(', ') : undefined;
}
