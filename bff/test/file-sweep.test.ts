import { fileNameFromUrl, imageVariantName } from '@reedmere/contracts';
import { silentLogger } from '@reedmere/service-kit';
import { sweepUnreferencedFiles, SWEEP_MIN_AGE_MS } from '../src/jobs/file-sweep';
import { distinctImagesForm, imagesForm, TINY_PDF } from './support/files';
import { asOwnerOf, SERVICE_TOKEN } from './support/stack';
import { useStackWithAdmin } from './support/use-stack';

describe('the unreferenced-file sweep', () => {
  const { stack, admin } = useStackWithAdmin();

  const exists = async (name: string) =>
    (
      await fetch(`${stack().services.media.http.url}/files/${encodeURIComponent(name)}`, {
        headers: { 'x-service-token': SERVICE_TOKEN },
      })
    ).status === 200;

  it('deletes old files no record refers to, keeps referenced, recent and static files', async () => {
    const upload = await admin().fetch('/api/upload/property-images', {
      method: 'POST',
      body: imagesForm(1),
    });
    expect(upload.status).toBe(201);
    const [propertyImage] = ((await upload.json()) as { urls: string[] }).urls;

    const form = new FormData();
    form.append('type', 'brochure');
    form.append('document', new Blob([new Uint8Array(TINY_PDF)]), 'b.pdf');
    const doc = await admin().fetch('/api/admin/upload-document', { method: 'POST', body: form });
    const { url: orphanDocument } = (await doc.json()) as { url: string };

    const more = await admin().fetch('/api/upload/images', {
      method: 'POST',
      body: distinctImagesForm(3, 0),
    });
    expect(more.status).toBe(201);
    const [developmentImage, articleImage, orphanImage] = (
      (await more.json()) as { urls: string[] }
    ).urls as [string, string, string];
    expect(new Set([developmentImage, articleImage, orphanImage]).size).toBe(3);

    const staticUpload = await fetch(
      `${stack().services.media.http.url}/images?name=static-assets/hero-news.jpg`,
      { method: 'POST', body: imagesForm(1), headers: asOwnerOf('media', 'POST', '/images') },
    );
    expect(staticUpload.status).toBe(201);

    const create = async (path: string, json: unknown) =>
      expect((await admin().fetch(path, { method: 'POST', json })).status).toBe(201);
    await create('/api/properties', {
      title: 'With photo',
      address: '1 Lane',
      location: 'Diss',
      images: [propertyImage],
    });
    await create('/api/developments', { title: 'Dev', afterImages: [developmentImage] });
    await create('/api/news', {
      title: 'Story',
      slug: 'story',
      content: '<p>x</p>',
      featuredImage: articleImage,
    });

    const names = {
      property: fileNameFromUrl(propertyImage!)!,
      development: fileNameFromUrl(developmentImage)!,
      article: fileNameFromUrl(articleImage)!,
      orphanImage: fileNameFromUrl(orphanImage)!,
      orphanDocument: fileNameFromUrl(orphanDocument)!,
    };

    // Just uploaded: too young to sweep, whatever refers to it.
    const now = await sweepUnreferencedFiles(stack().clients, new Date(), silentLogger);
    expect(now).toEqual({ ran: true, deleted: [], kept: 0 });

    const later = new Date(Date.now() + SWEEP_MIN_AGE_MS + 60_000);
    const result = await sweepUnreferencedFiles(stack().clients, later, silentLogger);
    expect(result.ran).toBe(true);
    expect(result.ran && [...result.deleted].sort()).toEqual(
      [names.orphanImage, names.orphanDocument].sort(),
    );

    expect(await exists(names.property)).toBe(true);
    expect(await exists(imageVariantName(names.property, 400))).toBe(true);
    expect(await exists(names.development)).toBe(true);
    expect(await exists(names.article)).toBe(true);
    expect(await exists('static-assets/hero-news.jpg')).toBe(true);
    expect(await exists(names.orphanImage)).toBe(false);
    expect(await exists(imageVariantName(names.orphanImage, 400))).toBe(false);
    expect(await exists(names.orphanDocument)).toBe(false);
  });

  it('deletes nothing when a referencing service does not answer', async () => {
    const upload = await admin().fetch('/api/upload/images', {
      method: 'POST',
      body: distinctImagesForm(2, 5),
    });
    const urls = ((await upload.json()) as { urls: string[] }).urls;
    const orphan = fileNameFromUrl(urls[1]!)!;

    await stack().stopService('news');
    const later = new Date(Date.now() + SWEEP_MIN_AGE_MS + 60_000);
    const result = await sweepUnreferencedFiles(stack().clients, later, silentLogger);
    expect(result.ran).toBe(false);
    expect(await exists(orphan)).toBe(true);
  });
});
