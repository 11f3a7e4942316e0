import type { AuditEvent } from '@reedmere/contracts';

/** Alex Admin lowering the price of Mill House, for tests; override what a test is about. */
export const testAuditEvent = (over: Partial<AuditEvent> = {}): AuditEvent => ({
  id: 'ev1',
  at: '2026-11-27T14:05:00.000Z',
  actor: { id: 'u1', email: 'alex@reedmere.example', name: 'Alex Admin' },
  address: '203.0.113.7',
  action: 'update',
  entity: { kind: 'property', id: 'p1', label: 'Mill House' },
  changes: [{ field: 'price', before: 250000, after: 245000 }, { field: 'description' }],
  ...over,
});
