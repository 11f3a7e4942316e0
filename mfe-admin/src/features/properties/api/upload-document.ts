import { readApiError } from '@reedmere/web-kit';

export type DocumentType = 'brochure' | 'floorplan';

export const UPLOAD_DOCUMENT_URL = '/api/admin/upload-document';

/** True for a PDF, by type or (when the browser gives no type) by name. */
export function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

/**
 * `POST /api/admin/upload-document`: multipart with `document` and `type`; the answer's
 * publicUrl (or url) is the link to store. A non-OK answer throws an ApiError like the other
 * calls.
 */
export async function uploadDocument(file: File, type: DocumentType): Promise<string> {
  const form = new FormData();
  // The type first, so the server knows it before the file arrives.
  form.append('type', type);
  form.append('document', file, file.name);
  const response = await fetch(UPLOAD_DOCUMENT_URL, {
    method: 'POST',
    body: form,
    credentials: 'include',
  });
  if (!response.ok) throw await readApiError(response);
  const text = await response.text().catch(() => '');
  const body = JSON.parse(text) as { publicUrl?: unknown; url?: unknown };
  const link = typeof body.publicUrl === 'string' && body.publicUrl ? body.publicUrl : body.url;
  if (typeof link !== 'string' || link === '') {
    throw new Error(`${response.status}: Unexpected upload response`);
  }
  return link;
}
