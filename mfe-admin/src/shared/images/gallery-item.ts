/**
 * One image in an admin gallery. `url` is either a stored URL or an object URL of a held file:
 * held files are compressed but not uploaded until the form is saved.
 */
export interface GalleryItem {
  id: string;
  url: string;
  file?: File;
}

let nextId = 0;

/** A stable key for sorting and React lists; URLs may repeat, so they cannot be the key. */
export function newGalleryItemId(): string {
  nextId += 1;
  return `gallery-item-${nextId}`;
}

export function galleryFromUrls(urls: readonly string[]): GalleryItem[] {
  return urls.map((url) => ({ id: newGalleryItemId(), url }));
}

export function galleryFromFile(file: File, url: string): GalleryItem {
  return { id: newGalleryItemId(), url, file };
}
