import { BUILT_IN_VERSION, EXTERNAL_VERSION, remoteVersionOf } from '../health-reports';
import { fieldErrors, VALIDATION_OPTIONS } from './common';
import { healthReportSchema } from './health-report';

const check = (value: unknown) => {
  const { error, value: result } = healthReportSchema.validate(value, VALIDATION_OPTIONS);
  return error ? { errors: fieldErrors(error) } : { value: result as unknown };
};

const view = { remote: 'news', version: BUILT_IN_VERSION, kind: 'view', count: 3 };

describe('remoteVersionOf', () => {
  it.each([
    ['/remotes/news/mf-manifest.json', BUILT_IN_VERSION],
    ['/remotes/news/20261122T061500Z-0a1b2c3d/mf-manifest.json', '20261122T061500Z-0a1b2c3d'],
    [
      'https://www.example.com/remotes/news/20261122T061500Z-0a1b2c3d/mf-manifest.json',
      '20261122T061500Z-0a1b2c3d',
    ],
    ['/remotes/listings/20261122T061500Z-0a1b2c3d/mf-manifest.json', EXTERNAL_VERSION],
    ['/remotes/news/not-a-build/mf-manifest.json', EXTERNAL_VERSION],
    ['http://127.0.0.1:3003/mf-manifest.json', EXTERNAL_VERSION],
  ])('%s is version %s of news', (url, version) => {
    expect(remoteVersionOf('news', url)).toBe(version);
  });
});

describe('healthReportSchema', () => {
  it('takes views and failures, a load failure with its phase', () => {
    const report = {
      events: [
        view,
        { remote: 'listings', version: 'external', kind: 'load-failed', phase: 'entry', count: 1 },
      ],
    };
    expect(check(report)).toEqual({ value: report });
  });

  it.each([
    [{ events: [] }, 'events'],
    [{}, 'events'],
    [{ events: [{ ...view, remote: 'shop' }] }, 'events.0.remote'],
    [{ events: [{ ...view, kind: 'crash' }] }, 'events.0.kind'],
    [{ events: [{ ...view, count: 0 }] }, 'events.0.count'],
    [{ events: [{ ...view, count: 101 }] }, 'events.0.count'],
    [{ events: [{ ...view, count: 1.5 }] }, 'events.0.count'],
    [{ events: [{ ...view, version: '<script>' }] }, 'events.0.version'],
    [{ events: [{ ...view, version: 'x'.repeat(41) }] }, 'events.0.version'],
    [{ events: [{ ...view, phase: 'entry' }] }, 'events.0.phase'],
    [{ events: [{ ...view, kind: 'load-failed' }] }, 'events.0.phase'],
    [{ events: [{ ...view, kind: 'load-failed', phase: 'later' }] }, 'events.0.phase'],
    [{ events: [{ ...view, message: 'Ada typed this' }] }, 'events.0.message'],
  ])('refuses %j, naming %s', (report, field) => {
    const result = check(report);
    expect(result.errors?.map((problem) => problem.field)).toContain(field);
  });

  it('refuses more than 40 events', () => {
    const result = check({ events: Array.from({ length: 41 }, () => view) });
    expect(result.errors?.map((problem) => problem.field)).toEqual(['events']);
  });
});
