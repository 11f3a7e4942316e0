import { fileUrl, imageVariantName, IMAGE_VARIANT_WIDTHS } from '@reedmere/contracts';
import { ValidationError } from '@reedmere/service-kit';
import type { FileStore } from '../data-access/file-store';
import { checkImage, DAMAGED_IMAGE_MESSAGE } from './image-checks';
import { imageName, isStaticImageName, sha256Hex } from './file-names';
import type { ImagePool } from './image-pool';
import type { EncodedImage } from './image-task';

const JPEG = 'image/jpeg';

export interface UploadedImage {
  bytes: Uint8Array;
  /** The client's file name, only to say which file was refused. */
  originalName: string;
}

export interface ImageUploadDeps {
  store: FileStore;
  pool: ImagePool;
  lock: <T>(key: string, task: () => Promise<T>) => Promise<T>;
}

const label = (file: UploadedImage, index: number): string =>
  file.originalName ? file.originalName.slice(0, 100) : `image ${index + 1}`;

/** Re-encodes every image in the pool; refuses the whole batch if one is bad. */
async function processAll(deps: ImageUploadDeps, files: UploadedImage[]) {
  files.forEach((file, index) => checkImage(file.bytes, label(file, index)));
  const results = await Promise.all(files.map((file) => deps.pool.process(file.bytes)));
  return results.map((result, index) => {
    if (result.ok) return result;
    throw new ValidationError(`${DAMAGED_IMAGE_MESSAGE} (${label(files[index]!, index)})`);
  });
}

/** Stores a content-addressed image once: variants first, so a stored main implies its variants. */
async function storeOnce(deps: ImageUploadDeps, main: EncodedImage, variants: EncodedImage[]) {
  const name = imageName(main.bytes);
  await deps.lock(name, async () => {
    if (await deps.store.find(name)) return;
    for (const [index, width] of IMAGE_VARIANT_WIDTHS.entries()) {
      const variant = variants[index]!;
      const variantName = imageVariantName(name, width);
      await deps.store.deleteByNames([variantName]); // left over from an interrupted upload
      await deps.store.save(variantName, variant.bytes, {
        contentType: JPEG,
        sha256: sha256Hex(variant.bytes),
      });
    }
    await deps.store.save(name, main.bytes, { contentType: JPEG, sha256: sha256Hex(main.bytes) });
  });
  return name;
}

/** `POST /images`: the URLs of the stored main images, in upload order. */
export async function uploadImages(
  deps: ImageUploadDeps,
  files: UploadedImage[],
): Promise<string[]> {
  if (files.length === 0)
    throw new ValidationError('No images uploaded: send them in the field images');
  const processed = await processAll(deps, files);
  const names: string[] = [];
  for (const { main, variants } of processed) names.push(await storeOnce(deps, main, variants));
  return names.map(fileUrl);
}

/**
 * `POST /images?name=static-assets/<file>.jpg`: one image under a fixed name, replacing what was
 * there (the new file is written before the old one goes, so the name never disappears).
 */
export async function uploadStaticImage(
  deps: ImageUploadDeps,
  name: string,
  files: UploadedImage[],
): Promise<string[]> {
  if (!isStaticImageName(name)) {
    throw new ValidationError('Validation failed', [
      {
        field: 'name',
        message:
          'name must be static-assets/<file>.jpg using lower-case letters, digits, dot, dash or underscore',
      },
    ]);
  }
  if (files.length !== 1) throw new ValidationError('Send exactly one image for a named upload');
  const { main } = (await processAll(deps, files))[0]!;
  await deps.lock(name, async () => {
    const id = await deps.store.save(name, main.bytes, {
      contentType: JPEG,
      sha256: sha256Hex(main.bytes),
    });
    await deps.store.deleteByNames([name], id);
  });
  return [fileUrl(name)];
}
