import { HttpError, notFound } from '@reedmere/service-kit';
import type { FileStore } from '../data-access/file-store';
import { isImageVariant, isServableName, namesWithVariants } from './file-names';

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
    throw new HttpError(400, 'Delete the main image: its variants are removed with it');
  }
  if (!isServableName(name) || !(await store.find(name))) throw notFound('File not found');
  await store.deleteByNames(namesWithVariants(name));
}
