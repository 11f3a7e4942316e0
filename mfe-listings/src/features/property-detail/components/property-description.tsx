import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { Panel } from './panel';

/**
 * The server-sanitized description HTML, sanitized again in the browser (defence in depth). On
 * the server DOMPurify has no DOM and returns it as stored: sanitized on write by the service.
 */
export function PropertyDescription({ html }: { html: string | null | undefined }) {
  const clean = useMemo(() => (html ? DOMPurify.sanitize(html) : ''), [html]);
  const hasText = clean.replace(/<[^>]*>/g, '').trim().length > 0;
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
