// Plain HTTP calls to a running stack, for the API checks (docs/product.md#api).
import { multipartBody, type MultipartPart } from '@reedmere/demo-content/multipart';
import { siteUrl, type SiteVariant } from './site-url';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface ApiRequest {
  method?: string;
  json?: unknown;
  body?: Uint8Array;
  headers?: Record<string, string>;
}

/** Calls `path` on the site; the body is parsed when it is JSON. */
export function api<T = unknown>(
  variant: SiteVariant,
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse<T>> {
  return apiAt<T>(siteUrl(variant), path, request);
}

/** Calls `path` on the site at `origin` (a stack a test started itself). */
export async function apiAt<T = unknown>(
  origin: string,
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...request.headers };
  let body: Uint8Array | string | undefined = request.body;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  const response = await fetch(`${origin}${path}`, {
    method: request.method ?? 'GET',
    headers,
    body: body as BodyInit | undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(30000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) {
    parsed = JSON.parse(text);
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/** A multipart/form-data body with its content type (what the admin's upload forms send). */
export function multipart(parts: readonly MultipartPart[]): {
  body: Uint8Array;
  headers: Record<string, string>;
} {
  const { body, contentType } = multipartBody(parts);
  return { body: new Uint8Array(body), headers: { 'content-type': contentType } };
}

/** The smallest useful PDF: one empty page, with a correct cross-reference table. */
export function tinyPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}
