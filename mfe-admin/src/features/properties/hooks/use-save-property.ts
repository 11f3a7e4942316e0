import { useState } from 'react';
import type { Property } from '@reedmere/contracts';
import { notify } from '@reedmere/web-kit';
import { reportActionFailure } from '../../../shared/api/report-action-failure';
import { galleryFromUrls, type GalleryItem } from '../../../shared/images/gallery-item';
import { reportUploadFailure } from '../../../shared/images/report-upload-failure';
import { hasHeldImages, uploadHeldImages } from '../../../shared/images/upload-held-images';
import { createProperty, updateProperty } from '../api/properties-api';
import { propertyInputFromForm, type PropertyFormValues } from '../property-form-values';

export type UploadProgressState = { batch: number; batches: number } | null;

/** A save that went through, with the id of the property saved (null if the answer had none). */
export type SavedProperty = { id: string | null };

/**
 * Saving the form: held images are uploaded first (a failed upload saves nothing), then the
 * property is created or updated. Resolves to what was saved, or null when nothing was.
 */
export function useSaveProperty(sendToLogin: (delayMs: number) => void) {
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<UploadProgressState>(null);

  const uploadImages = async (
    images: readonly GalleryItem[],
    keepImages: (items: GalleryItem[]) => void,
  ): Promise<string[] | null> => {
    if (!hasHeldImages(images)) return images.map((item) => item.url);
    try {
      const { urls, uploaded } = await uploadHeldImages(
        images,
        '/api/upload/property-images',
        setProgress,
      );
      if (uploaded > 0) notify.success({ title: 'Images uploaded successfully' });
      // Stored now: a failed save that is tried again does not upload them twice.
      keepImages(galleryFromUrls(urls));
      return urls;
    } catch (error) {
      reportUploadFailure(error, sendToLogin);
      return null;
    } finally {
      setProgress(null);
    }
  };

  const save = async (
    editing: Property | null,
    values: PropertyFormValues,
    images: readonly GalleryItem[],
    keepImages: (items: GalleryItem[]) => void,
  ): Promise<SavedProperty | null> => {
    setSaving(true);
    try {
      const urls = await uploadImages(images, keepImages);
      if (urls === null) return null;
      const input = propertyInputFromForm(values, urls);
      const action = editing ? 'update' : 'create';
      let id: string | null;
      try {
        if (editing) {
          await updateProperty(editing.id, input);
          id = editing.id;
        } else {
          id = (await createProperty(input))?.id ?? null;
        }
      } catch (error) {
        reportActionFailure(error, 'property', action, sendToLogin);
        return null;
      }
      notify.success({
        title: editing ? 'Property updated successfully' : 'Property created successfully',
      });
      return { id };
    } finally {
      setSaving(false);
    }
  };

  return { saving, progress, save };
}
