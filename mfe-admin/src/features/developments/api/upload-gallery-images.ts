import type { GalleryItem } from '../../../shared/images/gallery-item';
import { hasHeldImages, uploadHeldImages } from '../../../shared/images/upload-held-images';
import { GALLERIES, type GalleryKey } from '../lib/development-fields';
import type { DevelopmentImageUrls } from '../lib/development-form-values';
import { DEVELOPMENT_IMAGES_UPLOAD_URL } from './developments-api';

export interface GalleriesUploaded {
  urls: DevelopmentImageUrls;
  /** The galleries with uploaded images now pointing at their stored URLs. */
  galleries: Record<GalleryKey, GalleryItem[]>;
  uploaded: number;
}

/**
 * Uploads the held images of the Before, During and After galleries, one gallery after another,
 * and returns every gallery's URLs in order. The first failure stops it (and is thrown).
 */
export async function uploadGalleryImages(
  galleries: Readonly<Record<GalleryKey, readonly GalleryItem[]>>,
  onProgress: (gallery: string, progress: { batch: number; batches: number }) => void,
): Promise<GalleriesUploaded> {
  const result: GalleriesUploaded = {
    urls: { beforeImages: [], duringImages: [], afterImages: [] },
    galleries: { beforeImages: [], duringImages: [], afterImages: [] },
    uploaded: 0,
  };
  for (const { key, label } of GALLERIES) {
    const items = galleries[key];
    if (hasHeldImages(items)) {
      const { urls, uploaded } = await uploadHeldImages(
        items,
        DEVELOPMENT_IMAGES_UPLOAD_URL,
        (progress) => onProgress(label, progress),
      );
      result.urls[key] = urls;
      result.galleries[key] = items.map((item, index) => ({
        id: item.id,
        url: urls[index] ?? item.url,
      }));
      result.uploaded += uploaded;
    } else {
      result.urls[key] = items.map((item) => item.url);
      result.galleries[key] = [...items];
    }
  }
  return result;
}
