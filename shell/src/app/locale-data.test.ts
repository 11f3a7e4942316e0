import { loadLocaleDataEarly } from './locale-data';

describe('loadLocaleDataEarly', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('makes the site locale’s number formatter in a later task, not in the caller’s', async () => {
    jest.useFakeTimers();
    const made = jest.spyOn(Intl, 'NumberFormat');
    const loaded = loadLocaleDataEarly();
    await Promise.resolve();
    expect(made).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    await loaded;
    expect(made).toHaveBeenCalledWith('en-GB');
  });
});
