// Writes the demo content through the services' internal HTTP APIs (never into the database
// directly), so everything seeded has passed the same validation as an admin's edits.
import { UPLOAD_BATCH_SIZE } from '@reedmere/contracts';
import type { ServiceClient } from '@reedmere/service-kit';
import { AGENCY } from '@reedmere/agency';
import type { DemoContentClients } from './clients';
import { DEMO_ARTICLES } from './data/articles';
import { DEMO_DEVELOPMENTS } from './data/developments';
import { DEMO_PROPERTIES } from './data/properties';
import { DEMO_SEO_PAGES } from './data/seo-pages';
import { DEMO_STATIC_ASSETS, staticAssetName } from './data/static-assets';
import { drawPicture, type PictureKind } from './drawing/illustrations';
import { encodePng } from './drawing/encode-png';
import { seedFromText } from './drawing/random';
import { makePdf } from './pdf';
import { expectStatus, inBatches, uploadDocument, uploadImage } from './upload';

export interface SeedSummary {
  properties: number;
  developments: number;
  articles: number;
  seoPages: number;
  images: number;
  documents: number;
  durationMs: number;
}

export interface SeedOptions {
  clients: DemoContentClients;
  log?: (message: string) => void;
}

/** True when the listings service already holds a property (hidden ones count). */
export async function hasContent(clients: { listings: ServiceClient }): Promise<boolean> {
  const response = await clients.listings.request('GET', '/properties', {
    query: { includeHidden: true, limit: 1 },
  });
  expectStatus(response, 200, 'Checking for existing listings');
  return Number(response.headers.get('x-total-count') ?? '0') > 0;
}

interface PictureJob {
  /** Unique key: its seed and the upload's file name. */
  key: string;
  kind: PictureKind;
  storedName?: string;
}

/** Every picture the demo needs, keyed so each record can find its URLs afterwards. */
function pictureJobs(): PictureJob[] {
  const jobs: PictureJob[] = DEMO_STATIC_ASSETS.map((asset) => ({
    key: `static-${asset.name}`,
    kind: asset.picture,
    storedName: staticAssetName(asset.name),
  }));
  for (const property of DEMO_PROPERTIES) {
    property.pictures.forEach((kind, i) => jobs.push({ key: `${property.key}-${i}`, kind }));
  }
  for (const development of DEMO_DEVELOPMENTS) {
    for (const gallery of ['before', 'during', 'after'] as const) {
      development[gallery].forEach((kind, i) =>
        jobs.push({ key: `${development.key}-${gallery}-${i}`, kind }),
      );
    }
  }
  for (const article of DEMO_ARTICLES) {
    if (article.picture) jobs.push({ key: `news-${article.fields.slug}`, kind: article.picture });
  }
  return jobs;
}

/** How many images the demo uploads (kept under about 60 so a first start stays quick). */
export function demoImageCount(): number {
  return pictureJobs().length;
}

async function uploadPictures(
  media: ServiceClient,
  log: (message: string) => void,
): Promise<Map<string, string>> {
  const jobs = pictureJobs();
  const urls = new Map<string, string>();
  let done = 0;
  await inBatches(jobs, UPLOAD_BATCH_SIZE, async (job) => {
    const png = await encodePng(drawPicture(job.kind, seedFromText(job.key)));
    urls.set(job.key, await uploadImage(media, png, `${job.key}.png`, job.storedName));
    done++;
    if (done % 10 === 0 || done === jobs.length) log(`Demo images: ${done}/${jobs.length}`);
  });
  return urls;
}

async function uploadDocuments(
  media: ServiceClient,
  key: string,
  title: string,
  address: string,
): Promise<{ brochureUrl: string; floorPlanUrl: string }> {
  const brochure = makePdf(title, [
    { text: address, size: 14 },
    { text: `Presented by ${AGENCY.name}` },
    { text: 'These particulars are a guide only and do not form part of any contract.' },
  ]);
  const floorPlan = makePdf(
    `${title}: floor plan`,
    [{ text: 'Not to scale. For identification only.' }],
    true,
  );
  const [brochureUrl, floorPlanUrl] = await Promise.all([
    uploadDocument(media, brochure, `${key}-brochure.pdf`, 'brochure'),
    uploadDocument(media, floorPlan, `${key}-floor-plan.pdf`, 'floorplan'),
  ]);
  return { brochureUrl, floorPlanUrl };
}

const picturesOf = (urls: Map<string, string>, prefix: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => urls.get(`${prefix}-${i}`)!);

/** Adds every demo record and image. Call it only on an empty database (see `hasContent`). */
export async function seedDemoContent({
  clients,
  log = () => {},
}: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  log('Adding the demo content...');
  const urls = await uploadPictures(clients.media, log);
  let documents = 0;

  for (const property of DEMO_PROPERTIES) {
    const files = property.documents
      ? await uploadDocuments(
          clients.media,
          property.key,
          property.fields.title,
          property.fields.address,
        )
      : {};
    if (property.documents) documents += 2;
    const body = {
      ...property.fields,
      ...files,
      images: picturesOf(urls, property.key, property.pictures.length),
    };
    const response = await clients.listings.request<{ id: string }>('POST', '/properties', {
      body,
    });
    const { id } = expectStatus(response, 201, `Adding the property ${property.key}`);
    // The service keeps the price history itself: a change is made as the admin would make it.
    for (const price of property.laterPrices ?? []) {
      const path = `/properties/${encodeURIComponent(id)}`;
      const update = await clients.listings.request('PUT', path, { body: { ...body, price } });
      expectStatus(update, 200, `Changing the price of the property ${property.key}`);
    }
  }

  for (const development of DEMO_DEVELOPMENTS) {
    const response = await clients.developments.request('POST', '/developments', {
      body: {
        ...development.fields,
        beforeImages: picturesOf(urls, `${development.key}-before`, development.before.length),
        duringImages: picturesOf(urls, `${development.key}-during`, development.during.length),
        afterImages: picturesOf(urls, `${development.key}-after`, development.after.length),
      },
    });
    expectStatus(response, 201, `Adding the development ${development.key}`);
  }

  // Oldest first, so each article's creation order matches its publication date.
  for (const article of [...DEMO_ARTICLES].reverse()) {
    const response = await clients.news.request('POST', '/articles', {
      body: {
        ...article.fields,
        featuredImage: article.picture ? urls.get(`news-${article.fields.slug}`)! : null,
      },
    });
    expectStatus(response, 201, `Adding the article ${article.fields.slug}`);
  }

  for (const seoPage of DEMO_SEO_PAGES) {
    const response = await clients.content.request('POST', '/seo-pages', { body: seoPage });
    // A record an admin already made for that path wins.
    if (response.status !== 409)
      expectStatus(response, 201, `Adding the SEO page ${seoPage.pagePath}`);
  }

  const summary: SeedSummary = {
    properties: DEMO_PROPERTIES.length,
    developments: DEMO_DEVELOPMENTS.length,
    articles: DEMO_ARTICLES.length,
    seoPages: DEMO_SEO_PAGES.length,
    images: urls.size,
    documents,
    durationMs: Date.now() - started,
  };
  log(
    `Demo content added in ${(summary.durationMs / 1000).toFixed(1)} s: ${summary.properties} properties, ` +
      `${summary.developments} developments, ${summary.articles} articles, ${summary.seoPages} SEO pages, ` +
      `${summary.images} images, ${summary.documents} documents`,
  );
  return summary;
}
