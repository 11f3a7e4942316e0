import {
  ServiceUnavailableError,
  type RequestOptions,
  type ServiceClient,
  type ServiceResponse,
} from '@reedmere/service-kit';
import { multipartBody, type MultipartPart } from './multipart';

/** Throws a readable error unless the service answered with `expected`. */
export function expectStatus<T>(response: ServiceResponse<T>, expected: number, what: string): T {
  if (response.status !== expected) {
    const body = response.body as { message?: unknown; errors?: unknown } | undefined;
    const detail = body?.errors ? JSON.stringify(body.errors) : String(body?.message ?? '');
    throw new Error(`${what}: expected ${expected}, got ${response.status} ${detail}`.trim());
  }
  return response.body;
}

const UPLOAD_ATTEMPTS = 3;

/**
 * An upload, tried again when the connection failed before an answer: a reused keep-alive
 * socket the server has just closed fails at once with EPIPE. Safe to repeat, because stored
 * files are named by their content (or by the fixed name asked for).
 */
async function postUpload<T>(
  media: ServiceClient,
  path: string,
  options: () => RequestOptions,
): Promise<ServiceResponse<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await media.request<T>('POST', path, options());
    } catch (error) {
      if (!(error instanceof ServiceUnavailableError) || attempt >= UPLOAD_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

function multipart(parts: MultipartPart[]): RequestOptions {
  const { body, contentType } = multipartBody(parts);
  return { body: new Uint8Array(body), headers: { 'content-type': contentType } };
}

/** Uploads one PNG through media `POST /images`; with a name, stored under that fixed name. */
export async function uploadImage(
  media: ServiceClient,
  png: Buffer,
  fileName: string,
  storedName?: string,
): Promise<string> {
  const response = await postUpload<{ urls: string[] }>(media, '/images', () => ({
    ...multipart([{ name: 'images', value: png, fileName, contentType: 'image/png' }]),
    ...(storedName ? { query: { name: storedName } } : {}),
  }));
  const body = expectStatus(response, 201, `Uploading ${storedName ?? fileName}`);
  const url = body.urls?.[0];
  if (!url) throw new Error(`Uploading ${fileName}: the media service returned no URL`);
  return url;
}

/** Uploads a PDF through media `POST /documents`. */
export async function uploadDocument(
  media: ServiceClient,
  pdf: Buffer,
  fileName: string,
  type: 'brochure' | 'floorplan',
): Promise<string> {
  const response = await postUpload<{ publicUrl?: string; url?: string }>(media, '/documents', () =>
    multipart([
      { name: 'document', value: pdf, fileName, contentType: 'application/pdf' },
      { name: 'type', value: type },
    ]),
  );
  const body = expectStatus(response, 201, `Uploading ${fileName}`);
  const url = body.publicUrl ?? body.url;
  if (!url) throw new Error(`Uploading ${fileName}: the media service returned no URL`);
  return url;
}

/** Runs `work` over the items, at most `concurrency` at a time, keeping the order of results. */
export async function inBatches<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
