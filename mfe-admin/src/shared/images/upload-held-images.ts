import { readApiError } from '@reedmere/web-kit';
import type { GalleryItem } from './gallery-item';
import { inBatches } from './in-batches';

export type ImageUploadEndpoint =
  '/api/upload/property-images' | '/api/upload/development-images' | '/api/upload/images';

export interface UploadProgressState {
  batch: number;
  batches: number;
}

export function hasHeldImages(items: readonly GalleryItem[]): boolean {
  return items.some((item) => item.file !== undefined);
}

async function postBatch(files: readonly File[], endpoint: ImageUploadEndpoint): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  // No Content-Type header: the browser adds the multipart boundary itself.
  const response = await fetch(endpoint, { method: 'POST', body: form, credentials: 'include' });
  if (!response.ok) throw await readApiError(response);
  const body = (await response.json()) as { urls?: unknown };
  const urls = body.urls;
  if (
    !Array.isArray(urls) ||
    urls.length !== files.length ||
    urls.some((url) => typeof url !== 'string')
  ) {
    throw new Error(`${response.status}: Unexpected upload response`);
  }
  return urls as string[];
}

/**
 * Uploads the held files of a gallery, 3 per request, and returns every image URL in gallery
 * order (stored ones unchanged) plus how many were new. The first failing batch stops the upload.
 */
export async function uploadHeldImages(
  items: readonly GalleryItem[],
  endpoint: ImageUploadEndpoint,
  onProgress?: (progress: UploadProgressState) => void,
): Promise<{ urls: string[]; uploaded: number }> {
  const held = items.filter(
    (item): item is GalleryItem & { file: File } => item.file !== undefined,
  );
  const batches = inBatches(held);
  const uploadedUrls = new Map<string, string>();
  for (const [index, batch] of batches.entries()) {
    onProgress?.({ batch: index + 1, batches: batches.length });
    const urls = await postBatch(
      batch.map((item) => item.file),
      endpoint,
    );
    urls.forEach((url, position) => {
      const item = batch[position];
      if (item) uploadedUrls.set(item.id, url);
    });
  }
  return {
    urls: items.map((item) => uploadedUrls.get(item.id) ?? item.url),
    uploaded: held.length,
  };
}
