import { fileUrl } from '@reedmere/contracts';
import { ValidationError } from '@reedmere/service-kit';
import type { FileStore } from '../data-access/file-store';
import { detectFileType } from './file-type';
import type { ActiveKind } from './pdf-active-content';
import { checkPdf } from './pdf-check';
import { documentName, sha256Hex } from './file-names';

export const DOCUMENT_TYPES = ['brochure', 'floorplan'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const INVALID_DOCUMENT_MESSAGE = 'Invalid File Type: Please upload a PDF file only';
export const UNREADABLE_PDF_MESSAGE =
  'The file could not be read as a PDF (it may be damaged). Please upload a valid PDF file.';
export const OVERSIZED_PDF_MESSAGE =
  'PDFs whose compressed contents unpack to an excessive size are not accepted (this one may be a decompression bomb). Please upload a smaller PDF, for example by printing it to a new PDF.';
const ACTIVE_CONTENT: Record<ActiveKind, string> = {
  script: 'scripts or actions that start programs',
  file: 'embedded files or attachments',
  form: 'XFA forms or form actions that send or load data',
  link: 'links that open other files',
  media: 'embedded media or 3D players',
  'unsafe-link': 'links other than web, e-mail or telephone links',
};
export const activePdfMessage = (kind: ActiveKind, found: string): string =>
  `PDFs with ${ACTIVE_CONTENT[kind]} are not accepted (this one has ${found}). Please upload one without them, for example by printing it to a new PDF.`;

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
  if (!bytes) throw new ValidationError('No document uploaded: send it in the field document');
  if (detectFileType(bytes) !== 'pdf') throw new ValidationError(INVALID_DOCUMENT_MESSAGE);
  // Documents are served from the site's own origin: one that is not really a PDF, or that could
  // run code, carry another file or reach outside itself when opened, is refused rather than stored.
  const check = await checkPdf(bytes);
  if (!check.ok && check.reason === 'unreadable') throw new ValidationError(UNREADABLE_PDF_MESSAGE);
  if (!check.ok && check.reason === 'too-large') throw new ValidationError(OVERSIZED_PDF_MESSAGE);
  if (!check.ok && check.reason === 'active')
    throw new ValidationError(activePdfMessage(check.kind, check.found));
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
