import type { Enquiry } from '@reedmere/contracts';

/** A stored enquiry for tests, from Jane Doe; override what a test is about. */
export const testEnquiry = (over: Partial<Enquiry> = {}): Enquiry => ({
  id: 'e1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '01603 123456',
  serviceType: 'Residential Sales',
  message: 'Please call me about a valuation.',
  isRead: false,
  lastContactAt: '2026-03-01T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});
