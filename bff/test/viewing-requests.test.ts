import { SERVICE_TOKEN } from './support/stack';
import { useStack } from './support/use-stack';

const PROPERTY_ID = '65a1b2c3d4e5f60718293a4b';
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

// Its own stack: the enquiry rate limit counts every post from this address.
describe('POST /api/inquiries: a viewing request from a property page', () => {
  const stack = useStack();

  const send = (body: unknown) =>
    fetch(`${stack().url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const fromContent = async (path: string) => {
    const response = await fetch(`${stack().services.content.http.url}${path}`, {
      headers: { 'x-service-token': SERVICE_TOKEN },
    });
    return (await response.json()) as Record<string, unknown>[];
  };

  it('refuses one without its property with a field message, storing and sending nothing', async () => {
    const { propertyId: _propertyId, ...withoutProperty } = viewingRequest;
    const response = await send({ ...withoutProperty, preferredTimes: 'x'.repeat(201) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Validation failed',
      errors: [
        { field: 'propertyId', message: 'A viewing request needs the property it is about' },
        {
          field: 'preferredTimes',
          message: 'Preferred days or times must be at most 200 characters',
        },
      ],
    });
    expect(await fromContent('/enquiries')).toEqual([]);
    expect(await fromContent('/outbox')).toEqual([]);
  });

  it('stores it with the property and queues a notice naming the property', async () => {
    const response = await send(viewingRequest);
    expect(response.status).toBe(201);
    expect(await fromContent('/enquiries')).toEqual([
      expect.objectContaining({
        serviceType: 'Viewing Request',
        propertyId: PROPERTY_ID,
        propertyTitle: 'Flint cottage by the staithe',
        preferredTimes: 'Weekday evenings',
      }),
    ]);
    const notices = await fromContent('/outbox');
    expect(notices).toHaveLength(1);
    const text = String(notices[0]?.text);
    expect(text).toContain('Property: Flint cottage by the staithe');
    expect(text).toContain(`/property/${PROPERTY_ID}`);
  });
});
