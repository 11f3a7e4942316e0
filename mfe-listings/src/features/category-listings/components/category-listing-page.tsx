import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from '@reedmere/router';
import { LIST_PAGE_SIZE } from '@reedmere/contracts';
import { isApiError, LoadingStatus, PageHero } from '@reedmere/web-kit';
import { AlertSignUpButton } from '../../../shared/alert-sign-up';
import { ListHeading } from '../../../shared/list-heading';
import { parsePage } from '../../../shared/page-number';
import { Pager } from '../../../shared/pager';
import { PropertyGrid } from '../../../shared/property-grid';
import { usePageTurn } from '../../../shared/use-page-turn';
import { useCategoryProperties } from '../api/use-category-properties';
import { alertSearchOf } from '../lib/alert-search';
import type { CategoryDefinition } from '../lib/categories';
import { readFilters, writeFilters, type FilterValues } from '../lib/listing-filters';
import { marketHref } from '../lib/market-links';
import { ListingFilterForm } from './listing-filter-form';
import { MarketSwitch } from './market-switch';

export interface CategoryListingPageProps {
  category: CategoryDefinition;
  title: string;
  subtitle: string;
  heroImage: string;
  /** The hero's calls to action. */
  actions?: ReactNode;
}

/**
 * A category page: hero, for sale / to let, filters kept in the URL, the grid, and its
 * loading/error/empty states.
 */
export function CategoryListingPage({
  category,
  title,
  subtitle,
  heroImage,
  actions,
}: CategoryListingPageProps) {
  const [params, setParams] = useSearchParams();
  const market = category.market(params);
  const filters = readFilters(params, category.filters, market);
  const page = category.paged ? parsePage(params.get('page')) : 1;
  const { data, error, isLoading, mutate } = useCategoryProperties(
    category.url(filters, page, market),
  );
  const properties = Array.isArray(data) ? data : [];

  // A page that keeps the market in its query keeps it through a search and a clear.
  const queryMarket = category.marketInQuery ? market : undefined;
  const search = (values: FilterValues) => setParams(writeFilters(values, 1, queryMarket));
  const clear = () => setParams(writeFilters({}, 1, queryMarket));
  const { headingRef, turnPage, announcement } = usePageTurn((next) =>
    setParams(writeFilters(filters, next, queryMarket)),
  );
  const status = isApiError(error) ? error.status : null;
  const alert = alertSearchOf(category, market, filters);

  return (
    <>
      <PageHero title={title} subtitle={subtitle} image={heroImage}>
        {actions}
      </PageHero>
      <Container component="section" aria-labelledby="listing-heading" sx={{ py: 6 }}>
        <ListHeading
          id="listing-heading"
          variant="h4"
          component="h2"
          headingRef={headingRef}
          announcement={announcement}
        >
          {category.heading(properties.length)}
        </ListHeading>
        {/* One row on wide screens; the alert button wraps below the switch on a phone. */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 2,
          }}
        >
          <MarketSwitch
            label={category.marketsLabel}
            current={market}
            choices={(['sale', 'rent'] as const).map((choice) => ({
              market: choice,
              label: category.markets[choice].label,
              href: marketHref(category, choice, filters),
            }))}
          />
          {/* The applied search (the URL's), not what is typed in the form but not yet searched. */}
          <Box sx={{ mb: 2 }}>
            <AlertSignUpButton search={alert.search} notIncluded={alert.notIncluded} />
          </Box>
        </Box>
        <ListingFilterForm
          key={params.toString()}
          names={category.filters}
          market={market}
          initial={filters}
          onSearch={search}
          onClear={clear}
        />
        {isLoading && <LoadingStatus label="Loading properties" />}
        {!isLoading && error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void mutate()}>
                Try Again
              </Button>
            }
          >
            <AlertTitle component="h3">Error loading properties</AlertTitle>
            {`Failed to fetch properties: ${status ?? 'network error'}`}
          </Alert>
        )}
        {!isLoading && !error && data && properties.length === 0 && (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h6" component="p" gutterBottom>
              {category.empty}
            </Typography>
            {(Object.keys(filters).length > 0 || page > 1) && (
              <Button variant="outlined" onClick={clear}>
                Clear Filters
              </Button>
            )}
          </Box>
        )}
        {properties.length > 0 && !error && <PropertyGrid properties={properties} />}
        {category.paged && !isLoading && !error && (page > 1 || properties.length > 0) && (
          <Pager page={page} onPage={turnPage} nextDisabled={properties.length < LIST_PAGE_SIZE} />
        )}
      </Container>
    </>
  );
}
