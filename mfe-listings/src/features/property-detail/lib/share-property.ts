import { notify } from '@reedmere/web-kit';

const SHARE_FAILED = {
  title: 'Share failed',
  description: 'Unable to share the property. Please copy the URL manually.',
};

/**
 * The native share sheet where there is one, else the clipboard; each outcome
 * says so in a toast. Closing the share sheet is the visitor's choice, not a failure.
 */
export async function shareProperty(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      notify.success({ title: 'Property shared!' });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return;
      notify.error(SHARE_FAILED);
    }
    return;
  }
  if (typeof navigator.clipboard?.writeText !== 'function') {
    notify.error(SHARE_FAILED);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success({
      title: 'Link copied!',
      description: 'The link to this property is ready to paste.',
    });
  } catch {
    notify.error({ title: 'Share failed', description: 'Unable to copy link to clipboard.' });
  }
}
