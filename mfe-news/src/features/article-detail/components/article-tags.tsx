import { Box, Chip, Typography } from '@mui/material';

/** The article's tags, as a labelled list. */
export function ArticleTags({ tags }: { tags: readonly string[] }) {
  const shown = tags.map((tag) => tag.trim()).filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="article-tags" sx={{ mt: 4 }}>
      <Typography id="article-tags" variant="h6" component="h2" sx={{ mb: 1 }}>
        Tags
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {shown.map((tag) => (
          <li key={tag}>
            <Chip label={tag} variant="outlined" size="small" />
          </li>
        ))}
      </Box>
    </Box>
  );
}
