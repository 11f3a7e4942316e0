/** An enquiry as the contact form sends it: a valid valuation request; `overrides` change any field. */
export const enquiryInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '01632 960999',
  serviceType: 'Property Valuation',
  message: 'Please value my house.',
  ...overrides,
});
