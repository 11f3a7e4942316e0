import { fileUrl } from '@reedmere/contracts';
import { HttpError } from '@reedmere/service-kit';
import type { FileStore } from '../data-access/file-store';
import { detectFileType } from './file-type';
import { documentName, sha256Hex } from './file-names';

export const DOCUMENT_TYPES = ['brochure', 'floorplan'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const INVALID_DOCUMENT_MESSAGE = 'Invalid File Type: Please upload a PDF file only';

export interface DocumentUploadDeps {
  store: FileStore;
  lock: <T>(key: string, task: () => Promise<T>) => Promise<T>;
}

/** `POST /documents`: a PDF (by its bytes), stored once under its content hash. */
export async function uploadDocument(
  deps: DocumentUploadDeps,
  type: DocumentType,
  bytes: Uint8Array | undefined,
): Promise<{ publicUrl: string; url: string }> {
  if (!bytes) throw new HttpError(400, 'No document uploaded: send it in the field document');
  if (detectFileType(bytes) !== 'pdf') throw new HttpError(400, INVALID_DOCUMENT_MESSAGE);
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
