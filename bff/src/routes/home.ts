import express, { type Request, type Router } from 'express';
import {
  HOME_COUNTS,
  type Development,
  type HomeContent,
  type Property,
  type Section,
} from '@reedmere/contracts';
import type { PropertyListQuery } from '@reedmere/contracts/schemas';
import { HttpError } from '@reedmere/service-kit';
import { callService, unavailable } from '../service-call';
import type { Services } from '../services';

type PropertySection = Exclude<keyof HomeContent, 'developments'>;

/**
 * What the listings service is asked for each property section: the section's own filters and
 * count, newest first, so a section is filled whatever else is newer.
 */
export const PROPERTY_SECTIONS: Readonly<
  Record<PropertySection, { path: string; query: PropertyListQuery }>
> = {
  residentialSales: {
    path: '/properties',
    query: { propertyType: 'residential', priceType: 'sale', limit: HOME_COUNTS.perCategory },
  },
  commercialSales: {
    path: '/properties',
    query: { propertyType: 'commercial', priceType: 'sale', limit: HOME_COUNTS.perCategory },
  },
  commercialLettings: {
    path: '/properties',
    query: { propertyType: 'commercial', priceType: 'rent', limit: HOME_COUNTS.perCategory },
  },
  underOffer: { path: '/properties/under-offer', query: { limit: HOME_COUNTS.underOffer } },
};

const SECTION_KEYS = Object.keys(PROPERTY_SECTIONS) as PropertySection[];
const PROJECTS = '/developments';

/** A call's records, or the message its section shows; anything but a service's refusal is thrown. */
async function sectionOf<T>(call: Promise<{ body: T }>): Promise<Section<T>> {
  try {
    return (await call).body;
  } catch (error) {
    if (error instanceof HttpError) return { error: error.message };
    throw error;
  }
}

/** Every section, each from its own call; a call that failed marks only its own section. */
async function readSections(services: Services, req: Request): Promise<HomeContent> {
  const [properties, developments] = await Promise.all([
    Promise.all(
      SECTION_KEYS.map(async (key) => {
        const { path, query } = PROPERTY_SECTIONS[key];
        const call = callService<Property[]>(services.listings, 'properties', req, 'GET', path, {
          query: { ...query },
        });
        return [key, await sectionOf(call)] as const;
      }),
    ),
    sectionOf(
      callService<Development[]>(services.developments, 'developments', req, 'GET', PROJECTS, {
        query: { limit: HOME_COUNTS.developments },
      }),
    ),
  ]);
  return {
    ...(Object.fromEntries(properties) as Record<PropertySection, Section<Property[]>>),
    developments,
  };
}

/**
 * `GET /api/home`: one call per section, all in parallel, each within the one service-call
 * budget. A call that fails or does not answer costs only its own section: the answer is 200 with
 * that section marked `{ error }` (and not to be stored anywhere), and 503 only when no section
 * could be read.
 */
export function homeRoutes(services: Services): Router {
  const router = express.Router();
  router.get('/home', async (req, res) => {
    const content = await readSections(services, req);
    const sections = Object.values(content) as unknown[];
    const failed = sections.filter((section) => !Array.isArray(section)).length;
    if (failed === sections.length) throw unavailable('home');
    if (failed > 0) res.set('Cache-Control', 'no-store');
    res.json(content);
  });
  return router;
}
