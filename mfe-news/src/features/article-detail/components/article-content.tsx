import { Box } from '@mui/material';
import { storedHtml } from '@reedmere/web-kit';
import { useMemo } from 'react';

/** The article body, as stored rich text (sanitized on write, and again in the browser). */
export function ArticleContent({ html }: { html: string }) {
  const clean = useMemo(() => storedHtml(html), [html]);
  return (
    <Box
      data-testid="article-content"
      sx={{
        typography: 'body1',
        lineHeight: 1.75,
        overflowWrap: 'anywhere',
        '& p': { mt: 0, mb: 2 },
        '& h2, & h3, & h4': { mt: 4, mb: 1.5, lineHeight: 1.3, color: 'primary.main' },
        '& ul, & ol': { pl: 3, mb: 2 },
        '& li': { mb: 0.5 },
        '& a': { color: 'primary.main', textDecoration: 'underline' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'secondary.main',
          m: 0,
          mb: 2,
          pl: 2,
          fontStyle: 'italic',
        },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
        '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
