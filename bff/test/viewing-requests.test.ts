import type { Property } from '@reedmere/contracts';
import { listingInput } from './support/listing-input';
import { asOwnerOf } from './support/stack';
import { useStackWithAdmin } from './support/use-stack';
import { validationFailure } from '@reedmere/service-kit/testing';

const PROPERTY_ID = '65a1b2c3d4e5f60718293a4b';
const NOT_LISTED = { message: 'This property is not listed on our website' };
const viewingRequest = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '',
  serviceType: 'Viewing Request',
  message: 'May I see it this week?',
  propertyId: PROPERTY_ID,
  propertyTitle: 'Flint cottage by the staithe',
  preferredTimes: ' Weekday evenings ',
  website: '',
};

// Its own stack, with room for the many refusals below within the enquiry rate limits.
describe('POST /api/inquiries: a viewing request from a property page', () => {
  const { stack, admin } = useStackWithAdmin({
    env: { ENQUIRIES_PER_WINDOW: '100', ENQUIRIES_PER_EMAIL: '100' },
  });

  const send = (body: unknown) =>
    fetch(`${stack().url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const fromContent = async (path: string) => {
    const response = await fetch(`${stack().services.content.http.url}${path}`, {
      headers: asOwnerOf('content', 'GET', new URL(path, 'http://content').pathname),
    });
    return (await response.json()) as Record<string, unknown>[];
  };
  const nothingStoredOrSent = async () => {
    expect(await fromContent('/enquiries')).toEqual([]);
    expect(await fromContent('/outbox')).toEqual([]);
  };
  /** A listing added by the admin; its id is what the property page sends. */
  const listed = async (overrides: Record<string, unknown> = {}): Promise<Property> => {
    const response = await admin().fetch('/api/properties', {
      method: 'POST',
      json: listingInput({ title: 'Flint cottage by the staithe', ...overrides }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Property;
  };
  const clearEnquiries = async () => {
    await stack().services.content.connection.collection('enquiries').deleteMany({});
    await stack().services.content.connection.collection('outbox').deleteMany({});
  };
  beforeEach(clearEnquiries);

  it('refuses one without its property with a field message, storing and sending nothing', async () => {
    const { propertyId: _propertyId, ...withoutProperty } = viewingRequest;
    const response = await send({ ...withoutProperty, preferredTimes: 'x'.repeat(201) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(
      validationFailure([
        { field: 'propertyId', message: 'A viewing request needs the property it is about' },
        {
          field: 'preferredTimes',
          message: 'Preferred days or times must be at most 200 characters',
        },
      ]),
    );
    await nothingStoredOrSent();
  });

  it('stores it with the property and queues a notice naming the property', async () => {
    const property = await listed();
    const response = await send({ ...viewingRequest, propertyId: property.id });
    expect(response.status).toBe(201);
    expect(await fromContent('/enquiries')).toEqual([
      expect.objectContaining({
        serviceType: 'Viewing Request',
        propertyId: property.id,
        propertyTitle: 'Flint cottage by the staithe',
        preferredTimes: 'Weekday evenings',
      }),
    ]);
    const notices = await fromContent('/outbox');
    expect(notices).toHaveLength(1);
    const text = String(notices[0]?.text);
    expect(text).toContain('Property: Flint cottage by the staithe');
    expect(text).toContain(`/property/${property.id}`);
  });

  it('stores the listing’s own title whatever title the visitor sends', async () => {
    const property = await listed({ title: 'Barn conversion, Cley' });
    const forged = 'URGENT: call 0900 000 000 about your account';
    const response = await send({
      ...viewingRequest,
      propertyId: property.id,
      propertyTitle: forged,
    });
    expect(response.status).toBe(201);
    const [enquiry] = await fromContent('/enquiries');
    expect(enquiry!.propertyTitle).toBe('Barn conversion, Cley');
    const [notice] = await fromContent('/outbox');
    expect(notice!.subject).toBe(
      'New enquiry: Viewing Request about Barn conversion, Cley from Jane Doe',
    );
    expect(JSON.stringify([enquiry, notice])).not.toContain(forged);
  });

  it.each([
    ['no listing', async () => PROPERTY_ID],
    ['a hidden listing', async () => (await listed({ isHidden: true })).id],
  ])('answers 404 for a property id naming %s, storing and sending nothing', async (_label, id) => {
    const response = await send({ ...viewingRequest, propertyId: await id() });
    expect([response.status, await response.json()]).toEqual([404, NOT_LISTED]);
    await nothingStoredOrSent();
  });

  it.each([
    ['firstName', 'First name', 'Jane\r\nBcc: everyone@example.com'],
    ['lastName', 'Last name', 'Doe\n'],
    ['email', 'Email address', 'jane@example.com\r\nBcc: everyone@example.com'],
    ['phone', 'Phone number', '01632\n960999'],
    ['preferredTimes', 'Preferred days or times', 'Weekday\u2028evenings'],
    ['propertyTitle', 'Property title', 'Flint\u0085cottage'],
    ['firstName', 'First name', 'Jane\u202e'],
    ['lastName', 'Last name', 'D\u0000oe'],
  ])(
    'refuses a %s holding a control character with 400 naming it; nothing stored',
    async (field, label, value) => {
      const property = await listed();
      const response = await send({ ...viewingRequest, propertyId: property.id, [field]: value });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: unknown[] };
      expect(body.errors).toContainEqual({
        field,
        message: `${label} must not contain line breaks or control characters`,
      });
      await nothingStoredOrSent();
    },
  );
});
