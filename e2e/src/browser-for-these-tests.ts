import { openBrowser, type OpenBrowser } from './browser';

/**
 * A Chromium for the tests of the enclosing `describe`: started before its first test (before any
 * `beforeAll` declared after this call, which may already open pages) and closed after its last.
 */
export function browserForTheseTests(): OpenBrowser {
  let opened: OpenBrowser | undefined;
  beforeAll(async () => {
    opened = await openBrowser();
  });
  afterAll(() => opened?.close());
  const current = (): OpenBrowser => {
    if (!opened) throw new Error('The browser is started in beforeAll; use it from a hook or test');
    return opened;
  };
  return {
    get browser() {
      return current().browser;
    },
    newPage: () => current().newPage(),
    close: () => current().close(),
  };
}
