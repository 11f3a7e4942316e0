import type { Request } from 'express';
import {
  HttpError,
  ServiceUnavailableError,
  type RequestOptions,
  type ServiceClient,
  type ServiceResponse,
  type ActingStaff,
  type StaffRefusal,
} from '@reedmere/service-kit';
import type { AdminUser } from '@reedmere/contracts';
import type { FieldError } from '@reedmere/contracts/schemas';

/** What the visitor is told when the service behind an area does not answer. */
export const UNAVAILABLE_MESSAGES = {
  properties: 'Properties are temporarily unavailable. Please try again shortly.',
  developments: 'Developments are temporarily unavailable. Please try again shortly.',
  news: 'News is temporarily unavailable. Please try again shortly.',
  seo: 'Page settings are temporarily unavailable. Please try again shortly.',
  enquiries: 'Enquiries are temporarily unavailable. Please try again shortly or call us.',
  alerts: 'Property alerts are temporarily unavailable. Please try again shortly.',
  files: 'Files are temporarily unavailable. Please try again shortly.',
  signIn: 'Sign-in is temporarily unavailable. Please try again shortly.',
  activity: 'The activity record is temporarily unavailable. Please try again shortly.',
  people: 'Staff accounts are temporarily unavailable. Please try again shortly.',
  home: 'The home page content is temporarily unavailable. Please try again shortly.',
} as const;
export type Area = keyof typeof UNAVAILABLE_MESSAGES;

export const UPSTREAM_ERROR_MESSAGE = 'Something went wrong on our side. Please try again shortly.';

// Statuses whose message a service writes for the client (validation, not found, duplicates,
// upload size and type, throttling). A 401/403 from a service means the BFF itself is
// misconfigured (service token), which the visitor cannot fix; but for a 403 refusing the acting
// person's rights, whose message names what they lack.
const PASS_THROUGH = new Set([400, 404, 409, 413, 415, 422, 429]);

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

/** Turns a service's error answer into the BFF's own error (never its internal text on 5xx). */
export function upstreamError(area: Area, response: ServiceResponse): HttpError {
  const body = (response.body ?? {}) as ErrorBody;
  if (PASS_THROUGH.has(response.status)) {
    const message = typeof body.message === 'string' ? body.message : 'Request failed';
    const errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : undefined;
    return new HttpError(response.status, message, errors);
  }
  if (response.status === 403 && isStaffRefusal(body)) return new HttpError(403, body.message);
  if (response.status === 503) return new HttpError(503, UNAVAILABLE_MESSAGES[area]);
  return new HttpError(502, UPSTREAM_ERROR_MESSAGE);
}

const isStaffRefusal = (body: ErrorBody): body is StaffRefusal =>
  (body as Partial<StaffRefusal>).refused === 'staff-rights' && typeof body.message === 'string';

export function unavailable(area: Area): HttpError {
  return new HttpError(503, UNAVAILABLE_MESSAGES[area]);
}

/** The request id of the browser's request, carried on to the service. */
export const requestIdOf = (req: Request): string | undefined =>
  (req.res?.locals.requestId as string | undefined) ?? undefined;

/**
 * The signed-in member of staff a request is made by (set by the staff guard's authentication),
 * whose id and rights go with every service call made for it.
 */
export const actingStaffOf = (req: Request): ActingStaff | undefined => {
  const admin = req.res?.locals.admin as AdminUser | undefined;
  return admin ? { id: admin.id, role: admin.role, divisions: admin.divisions } : undefined;
};

/**
 * Calls a service and returns its 2xx answer; anything else becomes an HttpError the error
 * handler answers with: unreachable -> 503 naming the area, 4xx passed through, 5xx generic.
 */
export async function callService<T>(
  client: ServiceClient,
  area: Area,
  req: Request,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ServiceResponse<T>> {
  let response: ServiceResponse<T>;
  try {
    response = await client.request<T>(method, path, {
      ...options,
      requestId: requestIdOf(req),
      actingStaff: actingStaffOf(req),
    });
  } catch (error) {
    if (error instanceof ServiceUnavailableError) throw unavailable(area);
    throw error;
  }
  if (response.status >= 200 && response.status < 300) return response;
  throw upstreamError(area, response);
}

/** `encodeURIComponent` for one path segment of a service URL. */
export const segment = (value: unknown): string => encodeURIComponent(String(value));
