import { useCallback } from 'react';
import { notify } from '@reedmere/web-kit';

const FAILED = {
  title: 'Share failed',
  description: 'Unable to share the article. Please copy the URL manually.',
};

/**
 * Shares an article the way a property is shared: the device's share sheet where
 * there is one, else the link copied to the clipboard, with a toast either way.
 */
export function useShareArticle(title: string, url: string): () => Promise<void> {
  return useCallback(async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        notify.success({ title: 'Article shared!' });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof Error && error.name === 'AbortError') return;
        notify.error(FAILED);
      }
      return;
    }
    if (!navigator.clipboard?.writeText) {
      notify.error(FAILED);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success({
        title: 'Link copied!',
        description: 'The article link is on your clipboard.',
      });
    } catch {
      notify.error({ title: 'Share failed', description: 'Unable to copy link to clipboard.' });
    }
  }, [title, url]);
}
