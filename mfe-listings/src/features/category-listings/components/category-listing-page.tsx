import type { ReactNode } from 'react';
import { useSearchParams } from '@reedmere/router';
import { LIST_PAGE_SIZE } from '@reedmere/contracts';
import { isApiError, LoadingStatus, Note, PageHero, StaticPart } from '@reedmere/web-kit';
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
      <section aria-labelledby="listing-heading" className="site-container listing-page">
        <ListHeading
          id="listing-heading"
          size="section"
          component="h2"
          headingRef={headingRef}
          announcement={announcement}
        >
          {category.heading(list ? list.total : 0)}
        </ListHeading>
        {category.resultCount && list && (
          <p className="kit-secondary">{category.resultCount(list.total)}</p>
        )}
        {/* One row on wide screens; the alert button wraps below the switch on a phone. */}
        <div className="listing-page__choices">
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
          <AlertSignUpButton search={alert.search} notIncluded={alert.notIncluded} />
        </div>
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
          <Note severity="error" role="alert" className="listing-error">
            <div>
              <h3 className="listing-error__title">Error loading properties</h3>
              {`Failed to fetch properties: ${status ?? 'network error'}`}
            </div>
            <button type="button" className="kit-button kit-button--text" onClick={retry}>
              Try Again
            </button>
          </Note>
        )}
        {list && properties.length === 0 && (
          <div className="listing-empty">
            <p className="kit-heading-6">{category.empty}</p>
            {(Object.keys(filters).length > 0 || page > 1) && (
              <button type="button" className="kit-button kit-button--outlined" onClick={clear}>
                Clear Filters
              </button>
            )}
          </div>
        )}
        {properties.length > 0 && <PropertyGrid properties={properties} busy={pending} />}
        {/* Only when there is more than one page to move between. */}
        {list && (page > 1 || nextPage) && (
          <Pager page={page} onPage={turnPage} nextDisabled={!nextPage} />
        )}
      </section>
    </>
  );
}
