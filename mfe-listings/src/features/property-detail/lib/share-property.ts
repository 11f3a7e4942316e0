import { shareLink } from '@reedmere/web-kit';

/** Shares a property's page: its share sheet or the clipboard, with a toast either way. */
export const shareProperty = (title: string, url: string): Promise<void> =>
  shareLink(title, url, {
    shared: 'Property shared!',
    copied: 'The link to this property is ready to paste.',
    failed: 'Unable to share the property. Please copy the URL manually.',
  });
