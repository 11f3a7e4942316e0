import { Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { SeoPage } from '@reedmere/contracts';
import { ItemCard, ItemList, type ItemActions } from '../../../shared/item-list';
import { ItemTitle } from '../../../shared/item-title';
import { ListItemButtons } from '../../../shared/list-item-buttons';

export interface SeoPageListProps extends ItemActions<SeoPage> {
  pages: readonly SeoPage[];
  onToggleActive: (page: SeoPage) => void;
}

const byPath = (a: SeoPage, b: SeoPage) => a.pagePath.localeCompare(b.pagePath);

export function SeoPageList({ pages, onToggleActive, ...actions }: SeoPageListProps) {
  if (pages.length === 0) return <Typography>No SEO pages configured yet.</Typography>;
  return (
    <ItemList>
      {[...pages].sort(byPath).map((page) => (
        <ItemCard key={page.id} label={page.pagePath}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <Box sx={{ minWidth: 0 }}>
              <ItemTitle
                title={page.pagePath}
                status={page.isActive ? 'Active' : 'Inactive'}
                color={page.isActive ? 'success' : 'default'}
              />
              <Typography sx={{ overflowWrap: 'anywhere' }}>{page.pageTitle}</Typography>
              {page.metaDescription ? (
                <Typography variant="body2" color="text.secondary">
                  {page.metaDescription}
                </Typography>
              ) : null}
            </Box>
            <ListItemButtons
              item={page}
              name={page.pagePath}
              scope="seo-page"
              actions={actions}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <FormControlLabel
                control={
                  <Switch
                    checked={page.isActive}
                    disabled={actions.busyId === page.id}
                    onChange={() => onToggleActive(page)}
                    slotProps={{ input: { 'aria-label': `Active: ${page.pagePath}` } }}
                  />
                }
                label="Active"
              />
            </ListItemButtons>
          </Stack>
        </ItemCard>
      ))}
    </ItemList>
  );
}
