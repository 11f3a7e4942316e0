import { galleryFromUrls, type GalleryItem } from './gallery-item';
import { answer, installFetchStub } from '../testing/fetch-stub';
import { hasHeldImages, uploadHeldImages } from './upload-held-images';

const held = (name: string): GalleryItem => ({
  id: `held-${name}`,
  url: `blob:http://localhost/${name}`,
  file: new File([name], `${name}.jpg`, { type: 'image/jpeg' }),
});

const stored = (url: string): GalleryItem => ({ id: `stored-${url}`, url });

/** Answers each POST with one stored URL per file, named after the file. */
const storeFiles = async (_url: string, init: RequestInit) => {
  const files = (init.body as FormData).getAll('images') as File[];
  const body = { urls: files.map((file) => `/api/files/${file.name}`) };
  return answer(200, JSON.stringify(body), 'OK');
};

describe('uploadHeldImages', () => {
  const { fetchStub } = installFetchStub(storeFiles);

  it('posts held files 3 at a time and returns every URL in gallery order', async () => {
    const items = [
      stored('/api/files/old-1.jpg'),
      held('a'),
      held('b'),
      stored('/api/files/old-2.jpg'),
      held('c'),
      held('d'),
      held('e'),
      held('f'),
      held('g'),
    ];
    const onProgress = jest.fn();

    const result = await uploadHeldImages(items, '/api/upload/property-images', onProgress);

    expect(fetchStub).toHaveBeenCalledTimes(3);
    const sent = fetchStub.mock.calls.map(([, init]) =>
      ((init.body as FormData).getAll('images') as File[]).map((file) => file.name),
    );
    expect(sent).toEqual([['a.jpg', 'b.jpg', 'c.jpg'], ['d.jpg', 'e.jpg', 'f.jpg'], ['g.jpg']]);
    for (const [url, init] of fetchStub.mock.calls) {
      expect(url).toBe('/api/upload/property-images');
      expect(init.method).toBe('POST');
      expect(init.credentials).toBe('include');
      // The browser must set the multipart boundary itself.
      expect(init.headers).toBeUndefined();
    }
    expect(onProgress.mock.calls).toEqual([
      [{ batch: 1, batches: 3 }],
      [{ batch: 2, batches: 3 }],
      [{ batch: 3, batches: 3 }],
    ]);
    expect(result).toEqual({
      urls: [
        '/api/files/old-1.jpg',
        '/api/files/a.jpg',
        '/api/files/b.jpg',
        '/api/files/old-2.jpg',
        '/api/files/c.jpg',
        '/api/files/d.jpg',
        '/api/files/e.jpg',
        '/api/files/f.jpg',
        '/api/files/g.jpg',
      ],
      uploaded: 7,
    });
  });

  it('makes no request when nothing is held', async () => {
    const items = galleryFromUrls(['/api/files/x.jpg', '/api/files/y.jpg']);

    const result = await uploadHeldImages(items, '/api/upload/development-images');

    expect(fetchStub).not.toHaveBeenCalled();
    expect(result).toEqual({ urls: ['/api/files/x.jpg', '/api/files/y.jpg'], uploaded: 0 });
  });

  it('throws the status and body of the failing batch and sends no more', async () => {
    fetchStub
      .mockImplementationOnce(storeFiles)
      .mockResolvedValueOnce(answer(413, '{"message":"File too large"}', 'Payload Too Large'));
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(held);

    await expect(uploadHeldImages(items, '/api/upload/images')).rejects.toThrow(
      '413: {"message":"File too large"}',
    );
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('falls back to the status text when the failure has no body', async () => {
    fetchStub.mockResolvedValue(answer(401, '', 'Unauthorized'));

    await expect(uploadHeldImages([held('a')], '/api/upload/images')).rejects.toThrow(
      '401: Unauthorized',
    );
  });
});

describe('hasHeldImages', () => {
  it('is true only when some image is a held file', () => {
    expect(hasHeldImages([])).toBe(false);
    expect(hasHeldImages(galleryFromUrls(['/api/files/x.jpg']))).toBe(false);
    expect(hasHeldImages([stored('/api/files/x.jpg'), held('a')])).toBe(true);
  });
});

describe('galleryFromUrls', () => {
  it('keeps the order and gives each image its own id, even for a repeated URL', () => {
    const items = galleryFromUrls(['/a.jpg', '/b.jpg', '/a.jpg']);
    expect(items.map((item) => item.url)).toEqual(['/a.jpg', '/b.jpg', '/a.jpg']);
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
    expect(items.every((item) => item.file === undefined)).toBe(true);
  });
});
