import { renderHook } from '@testing-library/react';
import { notify } from '@reedmere/web-kit';
import { useShareArticle } from './use-share-article';

const URL_ = 'http://localhost/news/spring-market';

function setNavigator(values: { share?: unknown; clipboard?: unknown }) {
  Object.defineProperty(navigator, 'share', { value: values.share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: values.clipboard, configurable: true });
}

async function share() {
  const { result } = renderHook(() => useShareArticle('Spring market', URL_));
  await result.current();
}

describe('useShareArticle', () => {
  // The toasts are recorded, not shown.
  beforeEach(() => {
    jest.spyOn(notify, 'success').mockImplementation(() => undefined);
    jest.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setNavigator({});
    jest.restoreAllMocks();
  });

  it('uses the share sheet where there is one', async () => {
    const nativeShare = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    setNavigator({ share: nativeShare, clipboard: { writeText } });
    await share();
    expect(nativeShare).toHaveBeenCalledWith({ title: 'Spring market', url: URL_ });
    expect(writeText).not.toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith({ title: 'Article shared!' });
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    setNavigator({ share: jest.fn().mockRejectedValue(abort) });
    await share();
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('says when the share sheet fails', async () => {
    setNavigator({ share: jest.fn().mockRejectedValue(new Error('NotAllowedError')) });
    await share();
    expect(notify.error).toHaveBeenCalledWith({
      title: 'Share failed',
      description: 'Unable to share the article. Please copy the URL manually.',
    });
  });

  it('copies the link without a share sheet', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator({ clipboard: { writeText } });
    await share();
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(notify.success).toHaveBeenCalledWith(expect.objectContaining({ title: 'Link copied!' }));
  });

  it('says when the link cannot be copied', async () => {
    setNavigator({ clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    await share();
    expect(notify.error).toHaveBeenCalledWith({
      title: 'Share failed',
      description: 'Unable to copy link to clipboard.',
    });
  });

  it('asks for a manual copy when the browser can neither share nor copy', async () => {
    setNavigator({});
    await share();
    expect(notify.error).toHaveBeenCalledWith({
      title: 'Share failed',
      description: 'Unable to share the article. Please copy the URL manually.',
    });
  });
});
