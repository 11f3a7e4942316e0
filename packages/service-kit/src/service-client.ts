import { Agent, request as undiciRequest } from 'undici';
import type { KeyObject } from 'node:crypto';
import { SERVICE_TOKEN_HEADER } from './service-token';
import { ACTING_STAFF_HEADER, signActingStaff, type ActingStaff } from './acting-staff';

/** A service did not answer in time, or could not be reached. */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: string,
    cause: unknown,
  ) {
    // The cause is kept (fetch's "fetch failed" alone says little: the reason is in its cause).
    super(`${service} service unavailable: ${(cause as Error)?.message ?? String(cause)}`, {
      cause,
    });
    this.name = 'ServiceUnavailableError';
  }
}

export interface ServiceResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON-encoded unless it is FormData or binary. */
  body?: unknown;
  requestId?: string;
  headers?: Record<string, string>;
  /** The signed-in person the call is made for: sent signed when the client has a staff key. */
  actingStaff?: ActingStaff | undefined;
}

export interface ServiceClient {
  readonly name: string;
  request<T = unknown>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<ServiceResponse<T>>;
  /** The raw response, for streaming files through. */
  fetch(method: string, path: string, options?: RequestOptions): Promise<Response>;
}

export interface ServiceClientOptions {
  name: string;
  baseUrl: string;
  token?: string | undefined;
  /** The BFF's private key, to sign the acting person of a call for a member of staff. */
  staffKey?: KeyObject | undefined;
  /** The person every call is made for, unless a call names one: a tool writing as staff. */
  actingAs?: ActingStaff | undefined;
  /** Every call gives up after this long. Default 2 s. */
  timeoutMs?: number;
}

const NOT_FOUND = { message: 'Not found' };

/**
 * HTTP calls to one internal service: timeouts, the service token, the request id and, for a
 * member of staff, who is acting.
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const timeoutMs = options.timeoutMs ?? 2000;
  const base = options.baseUrl.replace(/\/+$/, '');

  // Kept-alive connections for the JSON calls. Each call has one deadline for the whole exchange
  // (below); the agent's per-phase timeouts are a backstop.
  const dispatcher = new Agent({
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: timeoutMs,
  });

  const basePath = new URL(base).pathname.replace(/\/+$/, '');
  /**
   * Whether the URL parser would rewrite the path: a `.` or `..` segment (from an id such as
   * `..`) is resolved away and would name another resource of the service than the one asked
   * for. Such a record does not exist, and the call is never sent.
   */
  const isRewritten = (path: string) =>
    new URL(base + path).pathname !== basePath + (path.split('?')[0] ?? '');

  const prepare = (method: string, path: string, request: RequestOptions) => {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (options.token) headers[SERVICE_TOKEN_HEADER] = options.token;
    if (request.requestId) headers['x-request-id'] = request.requestId;
    const acting = request.actingStaff ?? options.actingAs;
    if (acting && options.staffKey) {
      const call = { service: options.name, method, path: url.pathname };
      headers[ACTING_STAFF_HEADER] = signActingStaff(acting, call, options.staffKey);
    }
    let body: FormData | Uint8Array | string | undefined;
    if (request.body instanceof FormData || request.body instanceof Uint8Array) {
      body = request.body;
    } else if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }
    return { url, headers, body };
  };

  /** Through fetch: a web Response whose body can be streamed on (files). */
  const send = async (
    method: string,
    path: string,
    request: RequestOptions = {},
  ): Promise<Response> => {
    if (isRewritten(path)) return Response.json(NOT_FOUND, { status: 404 });
    const { url, headers, body } = prepare(method, path, request);
    try {
      return await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new ServiceUnavailableError(options.name, error);
    }
  };

  return {
    name: options.name,
    fetch: send,
    // undici's own request API: the BFF's every read goes through here, and fetch's web streams
    // and per-call abort signals cost it about a fifth of its time under load.
    async request<T>(
      method: string,
      path: string,
      request: RequestOptions = {},
    ): Promise<ServiceResponse<T>> {
      if (isRewritten(path)) {
        return { status: 404, body: NOT_FOUND as T, headers: new Headers() };
      }
      let status: number;
      let text: string;
      let received: Headers;
      try {
        if (request.body instanceof FormData) {
          // Uploads: fetch encodes the multipart body.
          const response = await send(method, path, request);
          status = response.status;
          received = response.headers;
          text = await response.text();
        } else {
          const { url, headers, body } = prepare(method, path, request);
          const deadline = new AbortController();
          const timer = setTimeout(() => deadline.abort(), timeoutMs);
          try {
            const response = await undiciRequest(url, {
              method,
              headers,
              body: body as string | Uint8Array | undefined,
              dispatcher,
              signal: deadline.signal,
            });
            status = response.statusCode;
            received = toHeaders(response.headers);
            text = await response.body.text();
          } finally {
            clearTimeout(timer);
          }
        }
      } catch (error) {
        if (error instanceof ServiceUnavailableError) throw error;
        throw new ServiceUnavailableError(options.name, error);
      }
      let parsed: unknown = undefined;
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = { message: text };
        }
      }
      return { status, body: parsed as T, headers: received };
    },
  };
}

function toHeaders(received: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(received)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
