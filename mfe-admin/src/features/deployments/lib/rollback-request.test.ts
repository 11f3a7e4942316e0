import { rollbackRequest } from './rollback-request';

it('sends the reason trimmed, and none for a blank one', () => {
  expect(rollbackRequest('  Gallery broken  ')).toEqual({ reason: 'Gallery broken' });
  expect(rollbackRequest('   ')).toEqual({});
  expect(rollbackRequest('')).toEqual({});
});
