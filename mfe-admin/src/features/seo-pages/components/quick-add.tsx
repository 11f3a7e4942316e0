import { Button, Stack, Typography } from '@mui/material';
import type { SeoPage } from '@reedmere/contracts';
import { COMMON_PAGES } from '../lib/common-pages';

/** One button per main route that has no SEO record yet. */
export function QuickAdd({
  pages,
  onAdd,
}: {
  pages: readonly SeoPage[];
  onAdd: (path: string) => void;
}) {
  const configured = new Set(pages.map((page) => page.pagePath));
  const missing = COMMON_PAGES.filter((page) => !configured.has(page.path));
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby="quick-add-heading">
      <Typography id="quick-add-heading" variant="h6" component="h2" gutterBottom>
        Quick add
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {missing.map((page) => (
          <Button key={page.path} variant="outlined" size="small" onClick={() => onAdd(page.path)}>
            {`Add ${page.path}`}
          </Button>
        ))}
      </Stack>
    </section>
  );
}
