import type { Readable } from 'node:stream';
import { notFound, ValidationError } from '@reedmere/service-kit';
import type { FileStore } from '../data-access/file-store';
import { fileHeaders } from './file-headers';
import { isImageVariant, isServableName, namesWithVariants } from './file-names';

export const FILE_NOT_FOUND = 'File not found';

/** A stored file as it is served: its response headers, its length, and its bytes. */
export interface ServedFile {
  headers: Record<string, string>;
  length: number;
  open(): Readable;
}

/** `GET /files/:name`: the newest file of a servable name; 404 for any other name. */
export async function findFile(store: FileStore, name: string): Promise<ServedFile> {
  const file = isServableName(name) ? await store.find(name) : null;
  if (!file) throw notFound(FILE_NOT_FOUND);
  return { headers: fileHeaders(file), length: file.length, open: () => store.open(file) };
}

/**
 * `GET /files?uploadedBefore=`: uploaded files the sweep may remove when no record points at
 * them. Variants go with their main image, and fixed static-assets names are used by pages, not
 * records, so neither is listed.
 */
export async function listSweepableFiles(
  store: FileStore,
  uploadedBefore: Date | undefined,
): Promise<{ name: string; uploadDate: string }[]> {
  const files = await store.listUploadedBefore(uploadedBefore);
  const seen = new Set<string>();
  const listed: { name: string; uploadDate: string }[] = [];
  for (const file of files) {
    if (!/^(img|doc)-/.test(file.name) || isImageVariant(file.name) || seen.has(file.name))
      continue;
    seen.add(file.name);
    listed.push({ name: file.name, uploadDate: file.uploadDate.toISOString() });
  }
  return listed;
}

/** `DELETE /files/:name`: the file and its variants; 404 when there is no such file. */
export async function deleteFile(store: FileStore, name: string): Promise<void> {
  // A variant alone would leave its image's srcset pointing at nothing.
  if (isImageVariant(name)) {
    throw new ValidationError('Delete the main image: its variants are removed with it');
  }
  if (!isServableName(name) || !(await store.find(name))) throw notFound(FILE_NOT_FOUND);
  await store.deleteByNames(namesWithVariants(name));
}
