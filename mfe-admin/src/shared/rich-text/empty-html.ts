import { htmlToText } from '@reedmere/web-kit';

/** Markup with no words in it (the editor's lone empty paragraph, say) is no content. */
export function isEmptyHtml(html: string): boolean {
  return htmlToText(html) === '';
}
