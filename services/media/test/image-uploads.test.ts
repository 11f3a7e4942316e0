import request from 'supertest';
import { fileNameFromUrl, imageVariantName } from '@reedmere/contracts';
import { useTestService } from '@reedmere/service-kit/testing';
import { startTestService } from './support/test-service';
import {
  decode,
  gif,
  jpeg,
  phonePhoto,
  PHOTO_DESCRIPTION,
  PHOTO_GPS_DATUM,
  png,
  pngHeaderOnly,
  webp,
  webpHeader,
} from './support/images';

const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });

const download = async (name: string) => {
  const res = await fetch(`${service().url}/files/${encodeURIComponent(name)}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

type ImageFile = string | { filename: string; contentType: string };

/** Images sent together in the `images` field, as the admin's form sends them. */
const uploadImages = (files: [Buffer, ImageFile][]) =>
  files.reduce(
    (call, [bytes, file]) => call.attach('images', bytes, file),
    request(service().url).post('/images'),
  );

const uploadImage = (bytes: Buffer, file: ImageFile) => uploadImages([[bytes, file]]);

/** Uploads images that must be accepted; answers the names they are stored under, in order. */
const acceptedNames = async (files: [Buffer, ImageFile][]) => {
  const res = await uploadImages(files);
  expect(res.status).toBe(201);
  return (res.body.urls as string[]).map((url) => fileNameFromUrl(url)!);
};

/** A stored image and its two width variants. */
const withVariants = (name: string) => [
  name,
  imageVariantName(name, 400),
  imageVariantName(name, 800),
];

const decodeStored = async (name: string, at?: { x: number; y: number }) =>
  decode((await download(name)).bytes, at);

const UNSUPPORTED = 'Unsupported image type: upload JPEG, PNG, WebP or GIF';

describe('POST /images', () => {
  it('re-encodes a PNG and a JPEG to JPEGs within 1200x800 with 400 and 800 px variants', async () => {
    const res = await uploadImages([
      [await png(1600, 900), 'wide.png'],
      [await jpeg(600, 900), 'portrait.jpg'],
    ]);
    expect(res.status).toBe(201);
    expect(res.body.urls).toHaveLength(2);
    const [wide, portrait] = (res.body.urls as string[]).map((u) => fileNameFromUrl(u)!);
    expect(wide).toMatch(/^img-[a-f0-9]{32}\.jpg$/);
    expect(res.body.urls[0]).toBe(`/api/files/${wide}`);

    const main = await download(wide!);
    expect(main.res.headers.get('content-type')).toBe('image/jpeg');
    const mainImage = await decode(main.bytes);
    expect(mainImage.format).toBe('jpeg');
    expect([mainImage.width, mainImage.height]).toEqual([1200, 675]);
    const w400 = await decodeStored(imageVariantName(wide!, 400));
    expect([w400.width, w400.height]).toEqual([400, 225]);
    const w800 = await decodeStored(imageVariantName(wide!, 800));
    expect([w800.width, w800.height]).toEqual([800, 450]);

    // 600x900 fits 800 high: 533x800; the 800 variant is never enlarged past it.
    const tall = await decodeStored(portrait!);
    expect([tall.width, tall.height]).toEqual([533, 800]);
    const tall800 = await decodeStored(imageVariantName(portrait!, 800));
    expect([tall800.width, tall800.height]).toEqual([533, 800]);
    const tall400 = await decodeStored(imageVariantName(portrait!, 400));
    expect(tall400.width).toBe(400);
  });

  it('never enlarges a small image; its variants are the same size', async () => {
    const [name] = await acceptedNames([[await png(300, 200), 'small.png']]);
    for (const n of withVariants(name!)) {
      const image = await decodeStored(n);
      expect([image.width, image.height]).toEqual([300, 200]);
    }
  });

  it('names by content: the same upload twice gives one name, stored once', async () => {
    const bytes = await png(200, 100);
    const first = await uploadImage(bytes, 'a.png');
    const second = await uploadImages([
      [bytes, 'b.png'],
      [bytes, 'c.png'],
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.urls).toEqual([first.body.urls[0], first.body.urls[0]]);
    const name = fileNameFromUrl(first.body.urls[0])!;
    expect(await service().storedNames()).toEqual(withVariants(name).sort());
  });

  it('stores an image once when the same upload arrives twice at the same moment', async () => {
    const bytes = await png(640, 480);
    const [a, b] = await Promise.all(['a.png', 'b.png'].map((name) => uploadImage(bytes, name)));
    expect(a!.status).toBe(201);
    expect(b!.body.urls).toEqual(a!.body.urls);
    expect(await service().storedNames()).toHaveLength(3);
  });

  it('accepts an animated GIF (its first frame) and flattens transparency onto white', async () => {
    const [fromGif, clear] = await acceptedNames([
      [await gif(120, 80), 'anim.gif'],
      [await png(50, 50, 0), 'clear.png'],
    ]);
    const gifImage = await decodeStored(fromGif!, { x: 60, y: 40 });
    expect([gifImage.width, gifImage.height]).toEqual([120, 80]);
    const [red, green, blue] = gifImage.pixel;
    expect([red! > 240, green! < 15, blue! < 15]).toEqual([true, true, true]); // the red frame
    const { pixel } = await decodeStored(clear!, { x: 25, y: 25 });
    for (const channel of pixel.slice(0, 3)) expect(channel).toBeGreaterThan(245);
  });

  it('stores a WebP upload as a JPEG with its variants', async () => {
    const [photo, clear] = await acceptedNames([
      [await webp(1600, 1000), 'photo.webp'],
      [await webp(300, 200, 0), 'clear.webp'],
    ]);
    expect(photo).toMatch(/^img-[a-f0-9]{32}\.jpg$/);
    const main = await download(photo!);
    expect(main.res.headers.get('content-type')).toBe('image/jpeg');
    const mainImage = await decode(main.bytes);
    expect(mainImage.format).toBe('jpeg');
    expect([mainImage.width, mainImage.height]).toEqual([1200, 750]);
    const w400 = await decodeStored(imageVariantName(photo!, 400));
    expect([w400.format, w400.width, w400.height]).toEqual(['jpeg', 400, 250]);
    const w800 = await decodeStored(imageVariantName(photo!, 800));
    expect([w800.format, w800.width, w800.height]).toEqual(['jpeg', 800, 500]);
    const { pixel } = await decodeStored(clear!, { x: 150, y: 100 });
    for (const channel of pixel.slice(0, 3)) expect(channel).toBeGreaterThan(245);
    expect(await service().storedNames()).toHaveLength(6);
  });

  it('stands a phone photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const bytes = await phonePhoto();
    // What the camera wrote is there to be removed: orientation, description, GPS position.
    const sent = await decode(bytes);
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes(PHOTO_DESCRIPTION)).toBe(true);
    expect(sent.exif?.includes(PHOTO_GPS_DATUM)).toBe(true);

    const [name] = await acceptedNames([[bytes, 'phone.jpg']]);
    for (const n of withVariants(name!)) {
      const stored = (await download(n)).bytes;
      const image = await decode(stored, { x: 350, y: 50 });
      expect([image.width, image.height]).toEqual([400, 600]);
      // Turned clockwise: the red square stored top-left now stands top-right.
      const [red, , blue] = image.pixel;
      expect([red! > 240, blue! < 15]).toEqual([true, true]);
      expect(image.exif).toBeUndefined();
      expect(image.orientation).toBeUndefined();
      expect(stored.includes(PHOTO_DESCRIPTION)).toBe(false);
      expect(stored.includes(PHOTO_GPS_DATUM)).toBe(false);
    }
  });

  it.each([
    ['a text file named .jpg', 'just some text, not a picture', 'photo.jpg', 'image/jpeg'],
    ['a PDF named .png', '%PDF-1.4\n%%EOF\n', 'plan.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_what, content, filename, contentType) => {
    const res = await uploadImage(Buffer.from(content), { filename, contentType });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: UNSUPPORTED });
    expect(await service().storedNames()).toEqual([]);
  });

  it('refuses the whole batch when one file is bad, storing none of it', async () => {
    const res = await uploadImages([
      [await png(100, 100), 'good.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'bad.jpg'],
    ]);
    expect(res.status).toBe(415);
    expect(await service().storedNames()).toEqual([]);
  });

  it('refuses a 50-megapixel PNG from its header, without decoding it', async () => {
    const before = service().processedCount();
    const res = await uploadImage(pngHeaderOnly(10_000, 5_000), 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(
      'Image is too large: 10000x5000 is over 40 megapixels (huge.png)',
    );
    expect(service().processedCount()).toBe(before);
    expect(await service().storedNames()).toEqual([]);
  });

  it('refuses an oversized WebP from its header too', async () => {
    const res = await uploadImage(webpHeader(9000, 9000), 'huge.webp');
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^Image is too large: 9000x9000/);
  });

  it('refuses a WebP whose header is followed by no image data as damaged', async () => {
    const res = await uploadImage(webpHeader(640, 480), 'photo.webp');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The image could not be read: the file is damaged or incomplete (photo.webp)',
    });
    expect(await service().storedNames()).toEqual([]);
  });

  it.each<[string, () => Buffer | Promise<Buffer>, string]>([
    [
      'a PNG whose header is cut short',
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
      'a.png',
    ],
    ['a PNG header with no image data', () => pngHeaderOnly(100, 100), 'b.png'],
    [
      'a JPEG cut in half',
      async () => {
        const whole = await jpeg(640, 480);
        return whole.subarray(0, whole.length / 2);
      },
      'c.jpg',
    ],
  ])('refuses %s as damaged, and stores nothing', async (_what, build, filename) => {
    const res = await uploadImage(await build(), filename);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `The image could not be read: the file is damaged or incomplete (${filename})`,
    );
    expect(await service().storedNames()).toEqual([]);
  });

  it('refuses more than 20 files with 413', async () => {
    const bytes = await png(8, 8);
    const res = await uploadImages(
      Array.from({ length: 21 }, (_, i): [Buffer, string] => [bytes, `p${i}.png`]),
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Too many files' });
    expect(await service().storedNames()).toEqual([]);
  });

  it('refuses a file over 15 MB with 413', async () => {
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(15 * 1024 * 1024)]);
    const res = await uploadImage(big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'File is too large' });
  });

  it('400 when no image is sent, or under another field name', async () => {
    const none = await request(service().url).post('/images').field('x', '1');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ message: 'No images uploaded: send them in the field images' });
    const other = await request(service().url)
      .post('/images')
      .attach('image', await png(8, 8), 'a.png');
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ message: 'Unexpected file field' });
  });
});

describe('POST /images?name=static-assets/<file>.jpg', () => {
  it('stores one image under that exact name, replacing it on a second upload', async () => {
    const first = await request(service().url)
      .post('/images?name=static-assets/hero-home.jpg')
      .attach('images', await png(1600, 1000), 'hero.png');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ urls: ['/api/files/static-assets%2Fhero-home.jpg'] });
    const stored = await decodeStored('static-assets/hero-home.jpg');
    expect([stored.width, stored.height]).toEqual([1200, 750]);

    const second = await request(service().url)
      .post('/images?name=static-assets/hero-home.jpg')
      .attach('images', await png(200, 100), 'smaller.png');
    expect(second.status).toBe(201);
    const replaced = await decodeStored('static-assets/hero-home.jpg');
    expect([replaced.width, replaced.height]).toEqual([200, 100]);
    expect(await service().storedNames()).toEqual(['static-assets/hero-home.jpg']);
  });

  it.each([
    'static-assets/../x.jpg',
    'static-assets/a/b.jpg',
    'other/hero.jpg',
    'static-assets/Hero.jpg',
    'static-assets/.hidden.jpg',
    'static-assets/hero.png',
    'static-assets/hero%00.jpg',
  ])('refuses the name %s with 400', async (name) => {
    const res = await request(service().url)
      .post(`/images?name=${encodeURIComponent(name)}`)
      .attach('images', await png(10, 10), 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation failed');
    expect(res.body.errors[0].field).toBe('name');
    expect(await service().storedNames()).toEqual([]);
  });

  it('needs exactly one image', async () => {
    const bytes = await png(10, 10);
    const res = await request(service().url)
      .post('/images?name=static-assets/logo.jpg')
      .attach('images', bytes, 'a.png')
      .attach('images', bytes, 'b.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Send exactly one image for a named upload' });
  });
});
