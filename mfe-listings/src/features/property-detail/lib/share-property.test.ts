import { notify } from '@reedmere/web-kit';
import { shareProperty } from './share-property';

const URL_ = 'https://example.test/property/p1';

function setNavigator(share: unknown, clipboard: unknown) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

// The toasts are recorded, not shown.
beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => undefined);
  jest.spyOn(notify, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('shareProperty', () => {
  it('uses the native share sheet and says Property shared!', async () => {
    const share = jest.fn(async () => {});
    const writeText = jest.fn();
    setNavigator(share, { writeText });
    await shareProperty('Barn', URL_);
    expect(share).toHaveBeenCalledWith({ title: 'Barn', url: URL_ });
    expect(writeText).not.toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith({ title: 'Property shared!' });
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    setNavigator(
      jest.fn(async () => Promise.reject(abort)),
      undefined,
    );
    await shareProperty('Barn', URL_);
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('reports a failed native share', async () => {
    setNavigator(
      jest.fn(async () => Promise.reject(new Error('denied'))),
      undefined,
    );
    await shareProperty('Barn', URL_);
    expect(notify.error).toHaveBeenCalledWith({
      title: 'Share failed',
      description: 'Unable to share the property. Please copy the URL manually.',
    });
  });

  it('copies the link without native share and says Link copied!', async () => {
    const writeText = jest.fn(async () => {});
    setNavigator(undefined, { writeText });
    await shareProperty('Barn', URL_);
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(notify.success).toHaveBeenCalledWith(expect.objectContaining({ title: 'Link copied!' }));
  });

  it('reports a failed copy', async () => {
    setNavigator(undefined, { writeText: jest.fn(async () => Promise.reject(new Error('no'))) });
    await shareProperty('Barn', URL_);
    expect(notify.error).toHaveBeenCalledWith({
      title: 'Share failed',
      description: 'Unable to copy link to clipboard.',
    });
  });

  it('asks for a manual copy when neither is available', async () => {
    setNavigator(undefined, undefined);
    await shareProperty('Barn', URL_);
    expect(notify.error).toHaveBeenCalledWith(expect.objectContaining({ title: 'Share failed' }));
  });
});
