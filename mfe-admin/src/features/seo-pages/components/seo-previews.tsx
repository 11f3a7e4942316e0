import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { AGENCY } from '@reedmere/agency';
import type { SeoFormValues } from '../lib/seo-form-values';

/** What a search result and a shared link would show, updated as the admin types. */
export function SeoPreviews({ values }: { values: SeoFormValues }) {
  const title = values.pageTitle.trim() || 'Page title';
  const description = values.metaDescription.trim() || 'Meta description';
  const socialTitle = values.ogTitle.trim() || title;
  const socialDescription = values.ogDescription.trim() || description;
  const path = values.pagePath.trim() || '/';
  // The site's own address, whatever it is deployed under.
  const site = window.location.host;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box component="section" aria-labelledby="search-preview-heading">
        <Typography id="search-preview-heading" variant="subtitle2" component="h3" gutterBottom>
          Search result preview
        </Typography>
        <Card variant="outlined" data-testid="search-preview">
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {site}
              {path === '/' ? '' : path}
            </Typography>
            <Typography sx={{ color: '#1a0dab', fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          </CardContent>
        </Card>
      </Box>
      <Box component="section" aria-labelledby="social-preview-heading">
        <Typography id="social-preview-heading" variant="subtitle2" component="h3" gutterBottom>
          Social card preview
        </Typography>
        <Card variant="outlined" data-testid="social-preview">
          <Box
            sx={{
              aspectRatio: '1.91 / 1',
              bgcolor: 'grey.200',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
            }}
          >
            {values.ogImage.trim() ? (
              <Box
                component="img"
                src={values.ogImage.trim()}
                alt="Social sharing image"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <Typography color="text.secondary">No image</Typography>
            )}
          </Box>
          <CardContent>
            <Typography variant="caption" color="text.secondary">
              {site.toUpperCase()}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {socialTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {socialDescription}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {AGENCY.name}
            </Typography>
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}
