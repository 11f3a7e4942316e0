import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from '@reedmere/router';
import { LIST_PAGE_SIZE } from '@reedmere/contracts';
import { AlertSignUpButton } from '../../../shared/alert-sign-up';
import { foundText } from '../../../shared/found-text';
import { ListHeading } from '../../../shared/list-heading';
import { LoadingStatus } from '@reedmere/web-kit';
import { parsePage } from '../../../shared/page-number';
import { Pager } from '../../../shared/pager';
import { PropertyGrid } from '../../../shared/property-grid';
import { usePageTurn } from '../../../shared/use-page-turn';
import { hasNextPage } from '../../../shared/property-page';
import { usePropertyPage } from '../../../shared/use-property-page';
import {
  alertSearchOfType,
  parseTypeFilter,
  propertyListKey,
  TYPE_FILTERS,
  type TypeFilter,
} from '../lib/type-filter';
import { StreetStatusPanel } from './street-status-panel';

/** /properties: every visible property, filtered by type, one page at a time from the API. */
export function PropertyListPage() {
  const [params, setParams] = useSearchParams();
  const type = parseTypeFilter(params.get('type'));
  const page = parsePage(params.get('page'));
  const alertSearch = alertSearchOfType(type);
  const { list, unavailable, error, waiting, pending, retry } = usePropertyPage(
    propertyListKey(params),
    page,
  );

  // The choice lives in the URL, so a search can be shared and Back returns to it.
  const update = (next: { type?: TypeFilter; page?: number }) => {
    const query = new URLSearchParams();
    const nextType = next.type ?? type;
    const nextPage = next.page ?? page;
    if (nextType !== 'all') query.set('type', nextType);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const { headingRef, turnPage, announcement } = usePageTurn((next) => update({ page: next }));

  return (
    <Container component="section" aria-labelledby="properties-title" sx={{ py: 6 }}>
      <ListHeading
        id="properties-title"
        variant="h3"
        component="h1"
        headingRef={headingRef}
        announcement={announcement}
      >
        Properties
      </ListHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Homes and commercial premises for sale and to let across Norfolk.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Box>
          {/* The results' heading (the cards' titles are h3s under it), read out as it changes. */}
          <Typography component={list ? 'h2' : 'p'} aria-live="polite" sx={{ fontWeight: 600 }}>
            {list && foundText(list.total)}
          </Typography>
          {/* The order is fixed: a note about the results, kept away from the filter so it does
              not pass for a control. */}
          <Typography variant="body2" color="text.secondary">
            Sort by: Latest
          </Typography>
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FormControl size="small" sx={{ minWidth: 220 }}>
            <InputLabel id="property-type-label">Property Type</InputLabel>
            <Select
              labelId="property-type-label"
              label="Property Type"
              value={type}
              onChange={(event) => update({ type: parseTypeFilter(event.target.value), page: 1 })}
            >
              {TYPE_FILTERS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      </Stack>
      {alertSearch && (
        <Box sx={{ display: 'flex', justifyContent: { sm: 'flex-end' }, mb: 3 }}>
          <AlertSignUpButton search={alertSearch} />
        </Box>
      )}

      {waiting && <LoadingStatus label="Loading properties" />}
      {!waiting && error !== undefined && (
        <Alert severity="error">
          <AlertTitle component="h2">Error Loading Properties</AlertTitle>
          Unable to load properties. Please try again later.{' '}
          {error instanceof Error && error.message ? error.message : 'Unknown error occurred'}
        </Alert>
      )}
      {unavailable && <StreetStatusPanel status={unavailable} onRefresh={retry} />}
      {list && (
        <>
          {list.items.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 6 }}>
              <Typography variant="h5" component="h2" gutterBottom>
                No Properties Found
              </Typography>
              <Button variant="outlined" onClick={() => update({ type: 'all', page: 1 })}>
                Clear Filters
              </Button>
            </Box>
          ) : (
            <PropertyGrid properties={list.items} badge="status" busy={pending} />
          )}
          <Pager
            page={page}
            onPage={turnPage}
            nextDisabled={!hasNextPage(list, page, LIST_PAGE_SIZE)}
          />
        </>
      )}
    </Container>
  );
}
