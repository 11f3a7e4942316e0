import { storedHtml } from '@reedmere/web-kit';
import { useMemo } from 'react';

/** The article body, as stored rich text (sanitized on write, and again in the browser). */
export function ArticleContent({ html }: { html: string }) {
  const clean = useMemo(() => storedHtml(html), [html]);
  return (
    <div
      data-testid="article-content"
      className="news-content"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
