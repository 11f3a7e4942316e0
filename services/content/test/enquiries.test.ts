import request from 'supertest';
import { AGENCY } from '@reedmere/agency';
import { closedPort, useTestService } from '@reedmere/service-kit/testing';
import { LISTINGS_UNREADABLE, PROPERTY_NOT_LISTED } from '../src/domain/enquiries';
import { propertyBody } from './support/listings-service';
import { expectValidationFailure } from './support/validation';
import {
  PROPERTY_ID,
  startServiceWithListings,
  startTestService,
  validEnquiry,
  viewingRequest,
} from './support/test-service';

describe('enquiries', () => {
  // No SMTP_URL: notifications stay pending in the outbox (the documented fallback).
  const service = useTestService(() => startServiceWithListings(), {
    beforeEach: (s) => s.reset(),
  });

  const api = () => request(service().url);
  const submit = (body: object) => api().post('/enquiries').send(body);
  const nothingStored = async () => {
    expect((await api().get('/enquiries')).body).toEqual([]);
    expect((await api().get('/outbox')).body).toEqual([]);
  };
  /** A listing on the site, as the admin added it. */
  const listed = (overrides: Record<string, unknown> = {}) =>
    service().listings.create(
      propertyBody({ title: 'Flint cottage by the staithe', ...overrides }),
    );

  describe('POST /enquiries', () => {
    it('stores the enquiry unread, with the retention clock started now', async () => {
      const before = Date.now();
      const res = await submit(validEnquiry);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[a-f\d]{24}$/),
        ...validEnquiry,
        // The address is stored lower-case.
        email: 'ada@example.com',
        isRead: false,
        lastContactAt: expect.any(String),
        createdAt: expect.any(String),
      });
      const lastContact = Date.parse(res.body.lastContactAt);
      expect(lastContact).toBeGreaterThanOrEqual(before);
      expect(lastContact).toBeLessThanOrEqual(Date.now());
      expect((await api().get('/enquiries')).body).toEqual([res.body]);
    });

    it('queues an office notification with every field, pending until sent', async () => {
      const enquiry = (await submit(validEnquiry)).body;
      const res = await api().get('/outbox');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      const item = res.body[0];
      expect(item).toMatchObject({
        id: expect.stringMatching(/^[a-f\d]{24}$/),
        kind: 'enquiry-notification',
        enquiryId: enquiry.id,
        to: AGENCY.email,
        replyTo: 'ada@example.com',
        subject: 'New enquiry: Residential Sales from Ada Lovelace',
        status: 'pending',
        attempts: 0,
        lastError: null,
        sentAt: null,
      });
      for (const line of [
        'First name: Ada',
        'Last name: Lovelace',
        'Email: ada@example.com',
        'Phone: 01632 960999',
        'Service required: Residential Sales',
        `Enquiry id: ${enquiry.id}`,
        'I would like to arrange a viewing.',
      ]) {
        expect(item.text).toContain(line);
      }
      expect(item).not.toHaveProperty('_id');
    });

    it('accepts an enquiry without a phone number', async () => {
      const { phone: _phone, ...withoutPhone } = validEnquiry;
      const res = await submit(withoutPhone);
      expect(res.status).toBe(201);
      expect(res.body.phone).toBe('');
      expect((await api().get('/outbox')).body[0].text).toContain('Phone: (not given)');
    });

    it('stores a viewing request with its property and names the property to the office', async () => {
      const property = await listed();
      const res = await submit({ ...viewingRequest, propertyId: property.id });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        serviceType: 'Viewing Request',
        propertyId: property.id,
        propertyTitle: 'Flint cottage by the staithe',
        preferredTimes: 'Saturday mornings',
      });
      const [item] = (await api().get('/outbox')).body;
      expect(item.subject).toBe(
        'New enquiry: Viewing Request about Flint cottage by the staithe from Ada Lovelace',
      );
      // No public origin configured: the link is the site path.
      for (const line of [
        'Property: Flint cottage by the staithe',
        `Property page: /property/${property.id}`,
        'Preferred days or times: Saturday mornings',
      ]) {
        expect(item.text).toContain(line);
      }
    });

    it('takes the property title from the listing, never from the visitor', async () => {
      const property = await listed({ title: 'Flint cottage' });
      const forged = 'Free house! Call 0900 000000';
      const res = await submit({
        ...viewingRequest,
        propertyId: property.id,
        propertyTitle: forged,
      });
      expect(res.status).toBe(201);
      expect(res.body.propertyTitle).toBe('Flint cottage');
      const [stored] = await service().connection.collection('enquiries').find().toArray();
      expect(stored!.propertyTitle).toBe('Flint cottage');
      const [item] = (await api().get('/outbox')).body;
      expect(item.subject).toBe(
        'New enquiry: Viewing Request about Flint cottage from Ada Lovelace',
      );
      expect(JSON.stringify([stored, item])).not.toContain(forged);
    });

    it('drops a title sent with an enquiry about no property', async () => {
      const res = await submit({ ...validEnquiry, propertyTitle: 'Flint cottage' });
      expect(res.status).toBe(201);
      expect(res.body).not.toHaveProperty('propertyTitle');
      expect((await api().get('/outbox')).body[0].subject).toBe(
        'New enquiry: Residential Sales from Ada Lovelace',
      );
    });

    it.each([
      ['an unknown property', async () => PROPERTY_ID],
      ['a hidden property', async () => (await listed({ isHidden: true })).id],
    ])('answers 404 for %s, storing and sending nothing', async (_label, propertyId) => {
      const viewing = await submit({ ...viewingRequest, propertyId: await propertyId() });
      expect([viewing.status, viewing.body]).toEqual([404, { message: PROPERTY_NOT_LISTED }]);
      // Any enquiry naming a property is checked the same way.
      const general = await submit({
        ...validEnquiry,
        propertyId: await propertyId(),
      });
      expect(general.status).toBe(404);
      await nothingStored();
    });

    it('keeps no property fields on an enquiry about no property', async () => {
      const res = await submit(validEnquiry);
      expect(res.body).not.toHaveProperty('propertyId');
      expect(res.body).not.toHaveProperty('preferredTimes');
      expect((await api().get('/outbox')).body[0].text).not.toContain('Property');
    });

    it.each([
      ['firstName', 'First name', 'Ada\r\nBcc: x@y.z'],
      ['lastName', 'Last name', 'Love\nlace'],
      ['email', 'Email address', 'ada@example.com\r\nBcc: x@y.z'],
      ['phone', 'Phone number', '01632\n960999'],
      ['preferredTimes', 'Preferred days or times', 'Saturday\u2028mornings'],
      ['propertyTitle', 'Property title', 'Flint\u0000cottage'],
      ['firstName', 'First name', 'Ada\u202eecalevoL'],
      ['lastName', 'Last name', 'Lovelace\t'],
    ])(
      'refuses a %s with a control character, naming the field, and stores nothing',
      async (field, label, value) => {
        const res = await submit({ ...viewingRequest, [field]: value });
        expect(res.status).toBe(400);
        expect(res.body.errors).toContainEqual({
          field,
          message: `${label} must not contain line breaks or control characters`,
        });
        await nothingStored();
      },
    );

    it('keeps the lines of a message, but not other control characters', async () => {
      const lines = await submit({ ...validEnquiry, message: 'Hello,\r\n\r\n\tSee you.' });
      expect(lines.status).toBe(201);
      expect(lines.body.message).toBe('Hello,\r\n\r\n\tSee you.');
      const bell = await submit({ ...validEnquiry, message: 'Hello\u0007' });
      expect([bell.status, bell.body.errors]).toEqual([
        400,
        [{ field: 'message', message: 'Message must not contain control characters' }],
      ]);
    });

    it.each([
      [
        'a bad email',
        { email: 'not-an-email' },
        [{ field: 'email', message: 'Enter a valid email address' }],
      ],
      [
        'an unknown service type',
        { serviceType: 'Painting' },
        [{ field: 'serviceType', message: 'Choose the service you need' }],
      ],
      [
        'a missing message',
        { message: undefined },
        [{ field: 'message', message: 'Message is required' }],
      ],
      [
        'an empty message',
        { message: '   ' },
        [{ field: 'message', message: 'Message is required' }],
      ],
      [
        'missing names',
        { firstName: '', lastName: undefined },
        [
          { field: 'firstName', message: 'First name is required' },
          { field: 'lastName', message: 'Last name is required' },
        ],
      ],
      [
        'a missing email',
        { email: undefined },
        [{ field: 'email', message: 'Email address is required' }],
      ],
      [
        'a missing service type',
        { serviceType: undefined },
        [{ field: 'serviceType', message: 'Choose the service you need' }],
      ],
      ['an unknown field', { admin: true }, [{ field: 'admin', message: 'admin is not allowed' }]],
      [
        'a viewing request without its property',
        { serviceType: 'Viewing Request' },
        [{ field: 'propertyId', message: 'A viewing request needs the property it is about' }],
      ],
      [
        'a viewing request with a malformed property id and overlong times',
        {
          serviceType: 'Viewing Request',
          propertyId: '../admin',
          preferredTimes: 'x'.repeat(201),
        },
        [
          { field: 'propertyId', message: 'Property id is not valid' },
          {
            field: 'preferredTimes',
            message: 'Preferred days or times must be at most 200 characters',
          },
        ],
      ],
      [
        'the honeypot field (the BFF removes it first)',
        { website: '' },
        [{ field: 'website', message: 'website is not allowed' }],
      ],
    ])('refuses %s and stores nothing', async (_label, change, errors) => {
      const res = await submit({ ...validEnquiry, ...change });
      expectValidationFailure(res, errors);
      await nothingStored();
    });

    it('refuses a body that is not JSON', async () => {
      const res = await api()
        .post('/enquiries')
        .set('Content-Type', 'application/json')
        .send('{"firstName":');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
    });
  });

  it('lists enquiries newest first', async () => {
    const first = (await submit({ ...validEnquiry, firstName: 'First' })).body;
    const second = (await submit({ ...validEnquiry, firstName: 'Second' })).body;
    const res = await api().get('/enquiries');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual([second.id, first.id]);
    const outbox = (await api().get('/outbox')).body;
    expect(outbox.map((o: { enquiryId: string }) => o.enquiryId)).toEqual([second.id, first.id]);
  });

  describe('PATCH /enquiries/:id', () => {
    it('marks an enquiry read and unread', async () => {
      const created = (await submit(validEnquiry)).body;
      const read = await api().patch(`/enquiries/${created.id}`).send({ isRead: true });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ ...created, isRead: true });
      const unread = await api().patch(`/enquiries/${created.id}`).send({ isRead: false });
      expect(unread.body.isRead).toBe(false);
    });

    it('accepts only a boolean isRead', async () => {
      const created = (await submit(validEnquiry)).body;
      const missing = await api().patch(`/enquiries/${created.id}`).send({});
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ field: 'isRead', message: 'isRead is required' }]);
      const text = await api().patch(`/enquiries/${created.id}`).send({ isRead: 'yes' });
      expect(text.body.errors).toEqual([
        { field: 'isRead', message: 'isRead must be true or false' },
      ]);
      const extra = await api()
        .patch(`/enquiries/${created.id}`)
        .send({ isRead: true, message: 'changed' });
      expect(extra.status).toBe(400);
      expect(extra.body.errors).toEqual([{ field: 'message', message: 'message is not allowed' }]);
      expect((await api().get('/enquiries')).body).toEqual([created]);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await api()
        .patch('/enquiries/0123456789abcdef01234567')
        .send({ isRead: true });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'Enquiry not found' });
      expect((await api().patch('/enquiries/nope').send({ isRead: true })).status).toBe(404);
    });
  });

  describe('DELETE /enquiries/:id', () => {
    it('deletes the enquiry and its notification', async () => {
      const kept = (await submit({ ...validEnquiry, firstName: 'Kept' })).body;
      const gone = (await submit({ ...validEnquiry, firstName: 'Gone' })).body;
      const res = await api().delete(`/enquiries/${gone.id}`);
      expect(res.status).toBe(204);
      expect((await api().get('/enquiries')).body).toEqual([kept]);
      const outbox = (await api().get('/outbox')).body;
      expect(outbox.map((o: { enquiryId: string }) => o.enquiryId)).toEqual([kept.id]);
      expect((await api().delete(`/enquiries/${gone.id}`)).status).toBe(404);
    });

    it('answers 404 for a malformed id', async () => {
      const res = await api().delete('/enquiries/123');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Enquiry not found' });
    });
  });
});

describe('a viewing request with the public origin known', () => {
  const service = useTestService(() =>
    startServiceWithListings({ env: { PUBLIC_ORIGIN: 'https://www.reedmere.example/' } }),
  );

  it('links the office to the property page on the public site', async () => {
    const { id } = await service().listings.create(propertyBody());
    const res = await request(service().url)
      .post('/enquiries')
      .send({ ...viewingRequest, propertyId: id });
    expect(res.status).toBe(201);
    const [item] = (await request(service().url).get('/outbox')).body;
    expect(item.text).toContain(`Property page: https://www.reedmere.example/property/${id}`);
  });
});

describe('a viewing request while the listings cannot be read', () => {
  const service = useTestService(async () =>
    startTestService({ env: { LISTINGS_URL: `http://127.0.0.1:${await closedPort()}` } }),
  );

  it('answers 503 with a message, storing and sending nothing', async () => {
    const api = () => request(service().url);
    const res = await api().post('/enquiries').send(viewingRequest);
    expect([res.status, res.body]).toEqual([503, { message: LISTINGS_UNREADABLE }]);
    expect((await api().get('/enquiries')).body).toEqual([]);
    expect((await api().get('/outbox')).body).toEqual([]);
    // An enquiry about no property does not need them.
    expect((await api().post('/enquiries').send(validEnquiry)).status).toBe(201);
  });
});
