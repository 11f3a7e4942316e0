import { Types } from 'mongoose';
import request from 'supertest';
import { useTestService } from '@reedmere/service-kit/testing';
import { enquiryModel } from '../src/data-access/enquiry-model';
import { outboxModel } from '../src/data-access/outbox-model';
import { purgeExpiredEnquiries, retentionCutoff } from '../src/domain/enquiry-retention';
import { startTestService, validEnquiry } from './support/test-service';

const DAY = 24 * 60 * 60 * 1000;

describe('enquiry retention', () => {
  const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });

  const repositories = () => ({
    enquiries: service().services.enquiryRepository,
    outbox: service().services.outboxRepository,
  });

  /** An enquiry sent through the API, then aged by moving its last contact back. */
  async function enquiryLastContacted(at: Date, firstName: string): Promise<string> {
    const res = await request(service().url)
      .post('/enquiries')
      .send({ ...validEnquiry, firstName });
    expect(res.status).toBe(201);
    await enquiryModel(service().connection).updateOne(
      { _id: res.body.id },
      { $set: { lastContactAt: at } },
    );
    return res.body.id;
  }

  it('puts the cutoff two years before now', () => {
    expect(retentionCutoff(new Date('2026-11-22T02:00:00.000Z')).toISOString()).toBe(
      '2024-11-22T02:00:00.000Z',
    );
  });

  it('deletes exactly the enquiries last contacted more than two years ago, with their notifications', async () => {
    const now = new Date('2026-06-01T12:00:00.000Z');
    const cutoff = retentionCutoff(now);
    const old = await enquiryLastContacted(new Date(cutoff.getTime() - DAY), 'Old');
    const veryOld = await enquiryLastContacted(new Date('2019-01-01T00:00:00.000Z'), 'VeryOld');
    const atCutoff = await enquiryLastContacted(cutoff, 'AtCutoff');
    const recent = await enquiryLastContacted(new Date(cutoff.getTime() + DAY), 'Recent');
    const fresh = await enquiryLastContacted(now, 'Fresh');

    const result = await purgeExpiredEnquiries(repositories(), now);
    expect(result).toEqual({ enquiries: 2, notifications: 2 });

    const left = (await request(service().url).get('/enquiries')).body.map(
      (e: { id: string }) => e.id,
    );
    expect(left.sort()).toEqual([atCutoff, recent, fresh].sort());
    expect(left).not.toContain(old);
    expect(left).not.toContain(veryOld);
    const outbox = (await request(service().url).get('/outbox')).body;
    expect(outbox.map((o: { enquiryId: string }) => o.enquiryId).sort()).toEqual(
      [atCutoff, recent, fresh].sort(),
    );

    // Running it again finds nothing more.
    expect(await purgeExpiredEnquiries(repositories(), now)).toEqual({
      enquiries: 0,
      notifications: 0,
    });
  });

  it('also deletes notifications older than the period whose enquiry is already gone', async () => {
    const now = new Date();
    const id = await enquiryLastContacted(now, 'Kept');
    await outboxModel(service().connection).collection.insertOne({
      kind: 'enquiry-notification',
      enquiryId: new Types.ObjectId(),
      to: 'office@example.com',
      subject: 'old',
      text: 'old',
      status: 'sent',
      attempts: 1,
      createdAt: new Date(now.getTime() - 3 * 365 * DAY),
      updatedAt: new Date(now.getTime() - 3 * 365 * DAY),
    });
    expect(await purgeExpiredEnquiries(repositories(), now)).toEqual({
      enquiries: 0,
      notifications: 1,
    });
    const outbox = (await request(service().url).get('/outbox')).body;
    expect(outbox.map((o: { enquiryId: string }) => o.enquiryId)).toEqual([id]);
  });

  it('keeps everything while nothing is old enough', async () => {
    await enquiryLastContacted(new Date(), 'Now');
    expect(await purgeExpiredEnquiries(repositories())).toEqual({ enquiries: 0, notifications: 0 });
    expect((await request(service().url).get('/enquiries')).body).toHaveLength(1);
  });
});
