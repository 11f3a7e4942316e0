import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from '@reedmere/router';
import { LIST_PAGE_SIZE } from '@reedmere/contracts';
import { isApiError, LoadingStatus, PageHero, StaticPart } from '@reedmere/web-kit';
import { AlertSignUpButton } from '../../../shared/alert-sign-up';
import { ListHeading } from '../../../shared/list-heading';
import { Pager } from '../../../shared/pager';
import { PropertyGrid } from '../../../shared/property-grid';
import { hasNextPage } from '../../../shared/property-page';
import { usePageTurn } from '../../../shared/use-page-turn';
import { usePropertyPage } from '../../../shared/use-property-page';
import { alertSearchOf } from '../lib/alert-search';
import { categoryView, type CategoryDefinition } from '../lib/categories';
import { writeFilters, type FilterValues } from '../lib/listing-filters';
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
 * A category page: hero, for sale / to let, filters and page kept in the URL, one page of the
 * grid from the API, and its loading/error/empty states.
 */
export function CategoryListingPage({
  category,
  title,
  subtitle,
  heroImage,
  actions,
}: CategoryListingPageProps) {
  const [params, setParams] = useSearchParams();
  const { market, filters, page, key } = categoryView(category, params);
  const read = usePropertyPage(key, page);
  const { error, waiting, pending, retry } = read;
  // The listings' unavailable message counts as no listings here.
  const list = read.unavailable ? { items: [], total: 0 } : read.list;
  const properties = list?.items ?? [];

  // A page that keeps the market in its query keeps it through a search and a clear.
  const queryMarket = category.marketInQuery ? market : undefined;
  const search = (values: FilterValues) => setParams(writeFilters(values, 1, queryMarket));
  const clear = () => setParams(writeFilters({}, 1, queryMarket));
  const { headingRef, turnPage, announcement } = usePageTurn((next) =>
    setParams(writeFilters(filters, next, queryMarket)),
  );
  const status = isApiError(error) ? error.status : null;
  const nextPage = list !== null && hasNextPage(list, page, LIST_PAGE_SIZE);
  const alert = alertSearchOf(category, market, filters);

  return (
    <>
      <StaticPart>
        <PageHero title={title} subtitle={subtitle} image={heroImage}>
          {actions}
        </PageHero>
      </StaticPart>
      <Container component="section" aria-labelledby="listing-heading" sx={{ py: 6 }}>
        <ListHeading
          id="listing-heading"
          variant="h4"
          component="h2"
          headingRef={headingRef}
          announcement={announcement}
        >
          {category.heading(list ? list.total : 0)}
        </ListHeading>
        {category.resultCount && list && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {category.resultCount(list.total)}
          </Typography>
        )}
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
        {waiting && <LoadingStatus label="Loading properties" />}
        {!waiting && error !== undefined && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={retry}>
                Try Again
              </Button>
            }
          >
            <AlertTitle component="h3">Error loading properties</AlertTitle>
            {`Failed to fetch properties: ${status ?? 'network error'}`}
          </Alert>
        )}
        {list && properties.length === 0 && (
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
        {properties.length > 0 && <PropertyGrid properties={properties} busy={pending} />}
        {/* Only when there is more than one page to move between. */}
        {list && (page > 1 || nextPage) && (
          <Pager page={page} onPage={turnPage} nextDisabled={!nextPage} />
        )}
      </Container>
    </>
  );
}
