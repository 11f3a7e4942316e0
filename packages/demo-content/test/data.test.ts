import { isResidential, NEWS_CATEGORIES } from '@reedmere/contracts';
import {
  developmentInputSchema,
  newsArticleInputSchema,
  propertyInputSchema,
  seoPageInputSchema,
  VALIDATION_OPTIONS,
} from '@reedmere/contracts/schemas';
import { DEMO_ARTICLES } from '../src/data/articles';
import { DEMO_DEVELOPMENTS } from '../src/data/developments';
import { DEMO_PROPERTIES } from '../src/data/properties';
import { DEMO_SEO_PAGES } from '../src/data/seo-pages';
import { DEMO_STATIC_ASSETS, HERO_PAGES } from '../src/data/static-assets';
import { demoImageCount } from '../src/seed';

const IMAGE = '/api/files/img-0123456789abcdef0123456789abcdef.jpg';
const fields = DEMO_PROPERTIES.map((p) => p.fields);
const category = (p: (typeof fields)[number]): string =>
  `${isResidential(p.propertyType) ? 'residential' : 'commercial'} ${p.priceType ?? 'sale'}`;

describe('the demo properties', () => {
  it('are at least 30 across the four divisions', () => {
    expect(DEMO_PROPERTIES.length).toBeGreaterThanOrEqual(30);
    const counts = new Map<string, number>();
    for (const p of fields) counts.set(category(p), (counts.get(category(p)) ?? 0) + 1);
    expect(counts.get('residential sale')).toBeGreaterThanOrEqual(8);
    expect(counts.get('residential rent')).toBeGreaterThanOrEqual(3);
    expect(counts.get('commercial sale')).toBeGreaterThanOrEqual(4);
    expect(counts.get('commercial rent')).toBeGreaterThanOrEqual(4);
  });

  it('are each valid against the property input schema', () => {
    for (const property of DEMO_PROPERTIES) {
      const input = {
        ...property.fields,
        images: property.pictures.map(() => IMAGE),
        ...(property.documents ? { brochureUrl: IMAGE, floorPlanUrl: IMAGE } : {}),
      };
      const { error } = propertyInputSchema.validate(input, VALIDATION_OPTIONS);
      expect({ key: property.key, error: error?.message }).toEqual({
        key: property.key,
        error: undefined,
      });
    }
  });

  it('have unique keys and titles, in Norfolk towns', () => {
    expect(new Set(DEMO_PROPERTIES.map((p) => p.key)).size).toBe(DEMO_PROPERTIES.length);
    expect(new Set(fields.map((p) => p.title)).size).toBe(DEMO_PROPERTIES.length);
    const towns = new Set(fields.map((p) => p.location));
    for (const town of [
      'Norwich',
      'Holt',
      'Wells-next-the-Sea',
      'Aylsham',
      'Dereham',
      'Diss',
      'Wymondham',
      'Cromer',
      'Swaffham',
      'Fakenham',
    ]) {
      expect(towns).toContain(town);
    }
  });

  it('mix under offer, hidden, without images and one with every document', () => {
    expect(fields.filter((p) => p.isUnderOffer && !p.isHidden).length).toBeGreaterThanOrEqual(3);
    expect(fields.filter((p) => p.isHidden).length).toBeGreaterThanOrEqual(2);
    expect(DEMO_PROPERTIES.filter((p) => p.pictures.length === 0).length).toBeGreaterThanOrEqual(2);
    const full = DEMO_PROPERTIES.filter((p) => p.documents);
    expect(full).toHaveLength(1);
    expect(full[0]!.fields.virtualTourUrl).toBeTruthy();
    expect(full[0]!.fields.rightmoveUrl).toBeTruthy();
  });

  it('carry the material information buyers and tenants expect', () => {
    for (const p of fields) {
      expect(p.epcCurrent).toBeTruthy();
      expect(p.description).toMatch(/^<p>.*<\/p>$/s);
      expect(p.features?.length).toBeGreaterThan(0);
      if (isResidential(p.propertyType)) {
        expect(p.councilTaxBand).toBeTruthy();
        expect(p.dwellingType).toBeTruthy();
        expect(p.bedrooms).toBeGreaterThan(0);
        if (p.priceType !== 'rent') expect(p.tenure).toBeTruthy();
      } else {
        expect(p.subType).toBeTruthy();
      }
      if (p.priceType === 'rent' && p.price !== null) expect(p.deposit).toBeGreaterThan(0);
      if (p.tenure === 'leasehold') {
        expect(p.leaseYearsRemaining).toBeGreaterThan(0);
        expect(p.serviceCharge).toBeGreaterThan(0);
      }
    }
    expect(fields.some((p) => p.tenure === 'leasehold')).toBe(true);
    const subTypes = new Set(fields.map((p) => p.subType).filter(Boolean));
    expect(subTypes).toEqual(new Set(['office', 'industrial', 'retail', 'warehouse', 'mixed_use']));
  });

  it('have one or two visible listings whose price was reduced, a sale and a let', () => {
    const changed = DEMO_PROPERTIES.filter((p) => p.laterPrices?.length);
    expect(changed.length).toBeGreaterThanOrEqual(1);
    expect(changed.length).toBeLessThanOrEqual(2);
    for (const p of changed) {
      const prices = [p.fields.price, ...p.laterPrices!];
      expect({ key: p.key, hidden: p.fields.isHidden ?? false }).toEqual({
        key: p.key,
        hidden: false,
      });
      // The latest change lowers the price, so the site reads it as reduced.
      expect(prices.at(-1)).toBeLessThan(prices.at(-2)!);
    }
    expect(new Set(changed.map((p) => p.fields.priceType ?? 'sale'))).toEqual(
      new Set(['sale', 'rent']),
    );
  });

  it('have prices sensible for the area', () => {
    const prices = DEMO_PROPERTIES.flatMap((p) =>
      [p.fields.price, ...(p.laterPrices ?? [])].map((price) => ({ ...p.fields, price })),
    );
    for (const p of prices) {
      if (p.price === null || p.price === undefined) continue;
      if (p.priceType === 'rent') {
        expect(p.price).toBeGreaterThanOrEqual(500);
        expect(p.price).toBeLessThanOrEqual(10_000);
      } else {
        expect(p.price).toBeGreaterThanOrEqual(100_000);
        expect(p.price).toBeLessThanOrEqual(1_500_000);
      }
    }
  });
});

describe('the other demo records', () => {
  it('developments: at least 5 across the three statuses, galleries as fits the status', () => {
    expect(DEMO_DEVELOPMENTS.length).toBeGreaterThanOrEqual(5);
    expect(new Set(DEMO_DEVELOPMENTS.map((d) => d.fields.status))).toEqual(
      new Set(['planning', 'in_progress', 'completed']),
    );
    for (const d of DEMO_DEVELOPMENTS) {
      const { error } = developmentInputSchema.validate(
        { ...d.fields, beforeImages: d.before.map(() => IMAGE) },
        VALIDATION_OPTIONS,
      );
      expect(error).toBeUndefined();
      expect(d.before.length).toBeGreaterThan(0);
      if (d.fields.status === 'planning') expect(d.during.length + d.after.length).toBe(0);
      if (d.fields.status === 'in_progress')
        expect([d.during.length > 0, d.after.length]).toEqual([true, 0]);
      if (d.fields.status === 'completed') expect(d.after.length).toBeGreaterThan(0);
    }
  });

  it('articles: at least 8, every category, one draft, valid', () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(DEMO_ARTICLES.map((a) => a.fields.category))).toEqual(new Set(NEWS_CATEGORIES));
    expect(DEMO_ARTICLES.filter((a) => !a.fields.isPublished)).toHaveLength(1);
    expect(new Set(DEMO_ARTICLES.map((a) => a.fields.slug)).size).toBe(DEMO_ARTICLES.length);
    for (const a of DEMO_ARTICLES) {
      const input = { ...a.fields, featuredImage: a.picture ? IMAGE : null };
      expect(newsArticleInputSchema.validate(input, VALIDATION_OPTIONS).error).toBeUndefined();
    }
  });

  it('SEO pages: the main route-table paths, valid', () => {
    expect(DEMO_SEO_PAGES.map((p) => p.pagePath).sort()).toEqual(
      [
        '/',
        '/residential',
        '/commercial-sales',
        '/commercial-lettings',
        '/developments',
        '/contact',
        '/epc',
        '/property-finder',
        '/news',
        '/calculators',
      ].sort(),
    );
    for (const page of DEMO_SEO_PAGES) {
      expect(seoPageInputSchema.validate(page, VALIDATION_OPTIONS).error).toBeUndefined();
    }
  });

  it('static assets: one per page hero and the logo', () => {
    expect(DEMO_STATIC_ASSETS.map((a) => a.name).sort()).toEqual([...HERO_PAGES, 'logo'].sort());
  });

  it('keeps the image count under 60', () => {
    expect(demoImageCount()).toBeLessThanOrEqual(60);
    expect(demoImageCount()).toBeGreaterThan(30);
  });
});
