import { useState } from 'react';
import { notify } from '@reedmere/web-kit';
import type { SendToLogin } from '../auth/use-login-redirect';
import { galleryFromUrls, type GalleryItem } from './gallery-item';
import { reportUploadFailure } from './report-upload-failure';
import {
  hasHeldImages,
  uploadHeldImages,
  type ImageUploadEndpoint,
  type UploadProgressState,
} from './upload-held-images';

/**
 * Uploads a gallery's held images before its form is saved, with the progress to show. `upload`
 * resolves to every image URL in gallery order, or null when the upload failed (and was reported).
 */
export function useHeldImageUpload(endpoint: ImageUploadEndpoint) {
  const [progress, setProgress] = useState<UploadProgressState | null>(null);

  const upload = async (
    items: readonly GalleryItem[],
    keep: (items: GalleryItem[]) => void,
    sendToLogin: SendToLogin,
  ): Promise<string[] | null> => {
    if (!hasHeldImages(items)) return items.map((item) => item.url);
    try {
      const { urls, uploaded } = await uploadHeldImages(items, endpoint, setProgress);
      if (uploaded > 0) notify.success({ title: 'Images uploaded successfully' });
      // Stored now: a failed save that is tried again does not upload them twice.
      keep(galleryFromUrls(urls));
      return urls;
    } catch (error) {
      reportUploadFailure(error, sendToLogin);
      return null;
    } finally {
      setProgress(null);
    }
  };

  return { progress, upload };
}
