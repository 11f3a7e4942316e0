import { useCallback } from 'react';
import { shareLink } from '@reedmere/web-kit';

/** Shares an article the way a property is shared: its share sheet or the clipboard. */
export function useShareArticle(title: string, url: string): () => Promise<void> {
  return useCallback(
    () =>
      shareLink(title, url, {
        shared: 'Article shared!',
        copied: 'The article link is on your clipboard.',
        failed: 'Unable to share the article. Please copy the URL manually.',
      }),
    [title, url],
  );
}
