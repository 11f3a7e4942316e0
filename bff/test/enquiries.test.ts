import { enquiryInput } from './support/enquiry-input';
import { asOwnerOf } from './support/stack';
import { useStack } from './support/use-stack';
import { expectValidationFailure } from './support/validation';

// The address as typed, in capitals: it is stored in lower case.
const enquiry = enquiryInput({ email: 'Jane@Example.com' });

describe('POST /api/inquiries', () => {
  const stack = useStack();

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack().url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const stored = async () => {
    const response = await fetch(`${stack().services.content.http.url}/enquiries`, {
      headers: asOwnerOf('content', 'GET', '/enquiries'),
    });
    return (await response.json()) as { email: string; firstName: string }[];
  };

  it('stores a valid enquiry and thanks the visitor', async () => {
    const response = await send(enquiry);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: "Thank you for your enquiry. We'll get back to you soon.",
    });
    expect(await stored()).toEqual([
      expect.objectContaining({ firstName: 'Jane', email: 'jane@example.com' }),
    ]);
  });

  it('answers 400 with every field problem', async () => {
    await expectValidationFailure(await send({ email: 'not-an-email', serviceType: 'Gardening' }), [
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'serviceType', message: 'Choose the service you need' },
      { field: 'message', message: 'Message is required' },
    ]);
    expect(await stored()).toHaveLength(1);
  });

  it('a filled honeypot gets the same thanks and stores nothing', async () => {
    const response = await send({
      ...enquiry,
      firstName: 'Robot',
      website: 'https://spam.example',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: "Thank you for your enquiry. We'll get back to you soon.",
    });
    expect((await stored()).map((e) => e.firstName)).not.toContain('Robot');
  });

  it('throttles an address after 5 enquiries in 15 minutes with a JSON 429', async () => {
    // Three were sent above from this address.
    expect((await send(enquiry)).status).toBe(201);
    expect((await send(enquiry)).status).toBe(201);
    const response = await send(enquiry);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      message: 'Too many enquiries from this address. Please try again later or call us.',
    });
    expect(await stored()).toHaveLength(3);
  });
});

describe('POST /api/inquiries per e-mail address', () => {
  const stack = useStack({
    // One proxy hop is trusted, so each request can come from an address of its own.
    env: { TRUST_PROXY: 'true', ENQUIRIES_PER_WINDOW: '50', ENQUIRIES_PER_EMAIL: '2' },
  });

  const sendFrom = (address: string, body: unknown) =>
    fetch(`${stack().url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const storedEmails = async () => {
    const response = await fetch(`${stack().services.content.http.url}/enquiries`, {
      headers: asOwnerOf('content', 'GET', '/enquiries'),
    });
    return ((await response.json()) as { email: string }[]).map((e) => e.email);
  };

  it('limits enquiries naming one e-mail address, from whatever client address', async () => {
    expect((await sendFrom('198.51.100.20', enquiry)).status).toBe(201);
    const sameInbox = { ...enquiry, email: ' JANE@example.com ' };
    expect((await sendFrom('198.51.100.21', sameInbox)).status).toBe(201);
    const refused = await sendFrom('198.51.100.22', sameInbox);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many enquiries for this e-mail address. Please try again later or call us.',
    });
    // Another inbox from the same address is still heard; an invalid one is not counted.
    expect((await sendFrom('198.51.100.22', { ...enquiry, email: 'joe@example.com' })).status).toBe(
      201,
    );
    expect((await sendFrom('198.51.100.23', { ...enquiry, email: 'nope' })).status).toBe(400);
    expect((await storedEmails()).sort()).toEqual([
      'jane@example.com',
      'jane@example.com',
      'joe@example.com',
    ]);
  });
});
