import { Box, Button, Stack, Typography } from '@mui/material';
import { NEW_TAB_HINT, visuallyHidden } from '@reedmere/web-kit';

/** SEO settings live on their own page, opened beside the panel. */
export function SeoTab() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        Set the search titles, descriptions and social sharing cards for each page of the site.
      </Typography>
      <Button variant="contained" href="/admin/seo" target="_blank" rel="noopener noreferrer">
        Open SEO management
        <Box component="span" sx={visuallyHidden}>
          {` ${NEW_TAB_HINT}`}
        </Box>
      </Button>
    </Stack>
  );
}
