import { rollbackRequest } from './rollback-request';

const URL = '/remotes/news/20261130T090000Z-00000002/mf-manifest.json';

it('names the canary, with the reason trimmed, and no reason for a blank one', () => {
  expect(rollbackRequest(URL, '  Gallery broken  ')).toEqual({
    canaryUrl: URL,
    reason: 'Gallery broken',
  });
  expect(rollbackRequest(URL, '   ')).toEqual({ canaryUrl: URL });
  expect(rollbackRequest(URL, '')).toEqual({ canaryUrl: URL });
});
