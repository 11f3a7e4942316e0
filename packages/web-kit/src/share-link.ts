import { notify } from './notify';

/** What the toasts say of sharing one kind of page. */
export interface ShareMessages {
  /** After the share sheet was used, e.g. 'Property shared!'. */
  shared: string;
  /** After the link was copied, e.g. 'The link to this property is ready to paste.'. */
  copied: string;
  /** When it could not be shared, e.g. 'Unable to share the property. Please copy the URL…'. */
  failed: string;
}

/**
 * Shares a page's link: the device's native share sheet where there is one, else the link
 * copied to the clipboard; each outcome says so in a toast. Closing the share sheet is the
 * visitor's choice, not a failure.
 */
export async function shareLink(title: string, url: string, messages: ShareMessages) {
  const failed = { title: 'Share failed', description: messages.failed };
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      notify.success({ title: messages.shared });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return;
      notify.error(failed);
    }
    return;
  }
  if (typeof navigator.clipboard?.writeText !== 'function') {
    notify.error(failed);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success({ title: 'Link copied!', description: messages.copied });
  } catch {
    notify.error({ title: 'Share failed', description: 'Unable to copy link to clipboard.' });
  }
}
