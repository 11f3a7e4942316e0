import { fileUrl } from '@reedmere/contracts';
import { HttpError } from '@reedmere/service-kit';
import type { FileStore } from '../data-access/file-store';
import { detectFileType } from './file-type';
import { checkPdf } from './pdf-check';
import { documentName, sha256Hex } from './file-names';

export const DOCUMENT_TYPES = ['brochure', 'floorplan'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const INVALID_DOCUMENT_MESSAGE = 'Invalid File Type: Please upload a PDF file only';
export const UNREADABLE_PDF_MESSAGE =
  'The file could not be read as a PDF (it may be damaged). Please upload a valid PDF file.';
export const activePdfMessage = (found: string): string =>
  `PDFs with scripts or automatic actions are not accepted (this one has ${found}). Please upload one without them, for example by printing it to a new PDF.`;

export interface DocumentUploadDeps {
  store: FileStore;
  lock: <T>(key: string, task: () => Promise<T>) => Promise<T>;
}

/** `POST /documents`: a PDF (by its bytes and its structure), stored once under its content hash. */
export async function uploadDocument(
  deps: DocumentUploadDeps,
  type: DocumentType,
  bytes: Uint8Array | undefined,
): Promise<{ publicUrl: string; url: string }> {
  if (!bytes) throw new HttpError(400, 'No document uploaded: send it in the field document');
  if (detectFileType(bytes) !== 'pdf') throw new HttpError(400, INVALID_DOCUMENT_MESSAGE);
  // Documents are served from the site's own origin: one that is not really a PDF, or that runs
  // scripts when opened, is refused rather than stored.
  const check = await checkPdf(bytes);
  if (!check.ok && check.reason === 'unreadable') throw new HttpError(400, UNREADABLE_PDF_MESSAGE);
  if (!check.ok && check.reason === 'active')
    throw new HttpError(400, activePdfMessage(check.found));
  const name = documentName(bytes);
  await deps.lock(name, async () => {
    if (await deps.store.find(name)) return;
    await deps.store.save(name, bytes, {
      contentType: 'application/pdf',
      sha256: sha256Hex(bytes),
      kind: type,
    });
  });
  const url = fileUrl(name);
  return { publicUrl: url, url };
}
