import request from 'supertest';
import { MAX_LIST_LIMIT, type SeoPageInput } from '@reedmere/contracts';
import { DEFAULT_LIST_LIMIT, seoPageInputSchema } from '@reedmere/contracts/schemas';
import { inputWithDefaults, makeAlertSearch } from '@reedmere/contracts/testing';
import { useTestService } from '@reedmere/service-kit/testing';
import { startTestService, validEnquiry, type TestService } from './support/test-service';

const COUNT = DEFAULT_LIST_LIMIT + 3;

/** Adds COUNT records to one list, straight through its repository. */
const fillers: Record<string, (service: TestService, i: number) => Promise<unknown>> = {
  '/enquiries': (service, i) =>
    service.services.enquiryRepository.create(
      { ...validEnquiry, serviceType: 'Residential Sales', firstName: `Person ${i}` },
      new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    ),
  '/outbox': (service, i) =>
    service.services.outboxRepository.addNotice(
      { kind: 'sign-in-notice', to: 'owner@example.com', subject: `Notice ${i}`, text: 'x' },
      new Date(),
    ),
  '/alerts': (service, i) =>
    service.services.alertRepository.create(
      {
        email: `person-${i}@example.com`,
        search: makeAlertSearch(),
        searchKey: 'any',
        confirmTokenHash: `c${i}`,
        unsubscribeTokenHash: `u${i}`,
      },
      new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    ),
  '/seo-pages': (service, i) =>
    service.services.seoPageRepository.create(
      inputWithDefaults<SeoPageInput>(seoPageInputSchema, {
        pagePath: `/page-${String(i).padStart(3, '0')}`,
        pageTitle: `Page ${i}`,
      }),
    ),
};

describe('the admin lists, a page at a time', () => {
  const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });
  const get = (path: string) => request(service().url).get(path);

  describe.each(Object.keys(fillers))('GET %s', (path) => {
    beforeEach(async () => {
      for (let i = 1; i <= COUNT; i += 1) await fillers[path]!(service(), i);
    });

    it('answers at most the default page without limit, and counts every record', async () => {
      const whole = await get(path);
      expect(whole.status).toBe(200);
      expect(whole.body).toHaveLength(DEFAULT_LIST_LIMIT);
      expect(whole.headers['x-total-count']).toBe(String(COUNT));

      const rest = await get(`${path}?page=2&limit=${DEFAULT_LIST_LIMIT}`);
      expect(rest.body).toHaveLength(COUNT - DEFAULT_LIST_LIMIT);
      const ids = [...whole.body, ...rest.body].map((item: { id: string }) => item.id);
      expect(new Set(ids).size).toBe(COUNT);
    });

    it('refuses a limit above the maximum, or anything but page and limit', async () => {
      for (const query of [`limit=${MAX_LIST_LIMIT + 1}`, 'limit=0', 'page=0', 'sort=email']) {
        const res = await get(`${path}?${query}`);
        expect([query, res.status]).toEqual([query, 400]);
      }
    });
  });
});
