import type { FileStore } from '../data-access/file-store';
import type { ImagePool } from './image-pool';
import { deleteFile, findFile, listSweepableFiles, type ServedFile } from './manage-files';
import type { NameLock } from './name-lock';
import { uploadDocument, type DocumentType } from './upload-document';
import { uploadImages, uploadStaticImage, type UploadedImage } from './upload-images';

/** What the media API does; the routes only read the request and write the answer. */
export interface MediaUseCases {
  /** The URLs of the stored images; with `name`, one image stored under that static name. */
  uploadImages(files: UploadedImage[], name?: string): Promise<string[]>;
  uploadDocument(
    type: DocumentType,
    bytes: Uint8Array | undefined,
  ): Promise<{ publicUrl: string; url: string }>;
  /** Main images and documents uploaded before the date, for the unreferenced-file sweep. */
  listFiles(uploadedBefore: Date | undefined): Promise<{ name: string; uploadDate: string }[]>;
  /** The file of that name, else 404. */
  findFile(name: string): Promise<ServedFile>;
  /** Deletes the file and its variants; 404 when missing, 400 for a variant alone. */
  deleteFile(name: string): Promise<void>;
}

export interface MediaDeps {
  store: FileStore;
  pool: ImagePool;
  lock: NameLock;
}

export function createMediaUseCases(deps: MediaDeps): MediaUseCases {
  const { store } = deps;
  return {
    uploadImages: (files, name) =>
      name === undefined ? uploadImages(deps, files) : uploadStaticImage(deps, name, files),
    uploadDocument: (type, bytes) => uploadDocument(deps, type, bytes),
    listFiles: (uploadedBefore) => listSweepableFiles(store, uploadedBefore),
    findFile: (name) => findFile(store, name),
    deleteFile: (name) => deleteFile(store, name),
  };
}
