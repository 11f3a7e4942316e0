import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { htmlToText, storedHtml } from '@reedmere/web-kit';
import { Panel } from './panel';

/** The description as stored rich text (sanitized on write, and again in the browser). */
export function PropertyDescription({ html }: { html: string | null | undefined }) {
  const clean = useMemo(() => storedHtml(html), [html]);
  const hasText = htmlToText(clean) !== '';
  return (
    <Panel id="description-title" title="Property Description">
      {hasText ? (
        <Box
          className="property-description"
          sx={{ '& p': { mt: 0, mb: 2 }, '& a': { color: 'primary.main' }, lineHeight: 1.7 }}
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      ) : (
        <Typography color="text.secondary">No description available.</Typography>
      )}
    </Panel>
  );
}
