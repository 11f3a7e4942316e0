import DOMPurify from 'dompurify';
import { storedHtml, storedHtmlAhead } from './stored-html';

describe('storedHtml', () => {
  it('keeps the markup of rich text and drops what could run script', () => {
    expect(
      storedHtml(
        '<p>Light &amp; <strong>space</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      ),
    ).toBe('<p>Light &amp; <strong>space</strong></p><img src="x">');
  });

  it('gives nothing for missing text', () => {
    expect(storedHtml(null)).toBe('');
    expect(storedHtml(undefined)).toBe('');
  });
});

describe('storedHtml and DOMPurify settings given elsewhere', () => {
  afterEach(() => DOMPurify.clearConfig());

  it('sanitizes with its own settings, whatever the shared instance was set to', () => {
    DOMPurify.setConfig({ ADD_TAGS: ['script'] });
    expect(storedHtml('<p>A garden</p><script>alert(1)</script>')).toBe('<p>A garden</p>');
  });

  it('gives the same text again for the same stored HTML', () => {
    const html = '<p>Sea <em>views</em></p><img src="y" onerror="alert(1)">';
    expect(storedHtml(html)).toBe('<p>Sea <em>views</em></p><img src="y">');
    expect(storedHtml(html)).toBe('<p>Sea <em>views</em></p><img src="y">');
  });
});

describe('storedHtmlAhead', () => {
  /** DOMPurify parses each text it sanitizes: counted, and let through. */
  let parses: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    parses = jest.spyOn(DOMParser.prototype, 'parseFromString');
  });
  afterEach(() => {
    parses.mockRestore();
    jest.useRealTimers();
  });

  it('sanitizes the texts one an idle moment, so showing one later does no work', () => {
    const first = '<p>A walled <em>garden</em></p><img src="g" onerror="alert(1)">';
    const second = '<p>Two reception rooms</p>';
    storedHtmlAhead([first, null, second, '']);
    expect(parses).not.toHaveBeenCalled();

    jest.advanceTimersToNextTimer();
    expect(parses).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(parses).toHaveBeenCalledTimes(2);

    expect(storedHtml(first)).toBe('<p>A walled <em>garden</em></p><img src="g">');
    expect(storedHtml(second)).toBe('<p>Two reception rooms</p>');
    expect(parses).toHaveBeenCalledTimes(2);
  });

  it('leaves a text already sanitized alone', () => {
    const done = '<p>A sea view</p>';
    storedHtml(done);
    parses.mockClear();
    storedHtmlAhead([done]);
    jest.runAllTimers();
    expect(parses).not.toHaveBeenCalled();
  });

  it('does nothing more once stopped', () => {
    const stop = storedHtmlAhead(['<p>An orchard</p>', '<p>A paddock</p>']);
    jest.advanceTimersToNextTimer();
    expect(parses).toHaveBeenCalledTimes(1);
    stop();
    jest.runAllTimers();
    expect(parses).toHaveBeenCalledTimes(1);
  });
});
