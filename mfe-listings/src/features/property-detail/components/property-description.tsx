import { useMemo } from 'react';
import { htmlToText, storedHtml } from '@reedmere/web-kit';
import { Panel } from './panel';

/** The description as stored rich text (sanitized on write, and again in the browser). */
export function PropertyDescription({ html }: { html: string | null | undefined }) {
  const clean = useMemo(() => storedHtml(html), [html]);
  const hasText = htmlToText(clean) !== '';
  return (
    <Panel id="description-title" title="Property Description">
      {hasText ? (
        <div className="property-description" dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <p className="kit-secondary">No description available.</p>
      )}
    </Panel>
  );
}
