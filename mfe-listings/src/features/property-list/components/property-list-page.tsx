import { useSearchParams } from '@reedmere/router';
import { LIST_PAGE_SIZE } from '@reedmere/contracts';
import { AlertSignUpButton } from '../../../shared/alert-sign-up';
import { foundText } from '../../../shared/found-text';
import { ListHeading } from '../../../shared/list-heading';
import { LoadingStatus, Note, SelectInput } from '@reedmere/web-kit';
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
    <section aria-labelledby="properties-title" className="site-container listing-page">
      <ListHeading
        id="properties-title"
        size="page"
        component="h1"
        headingRef={headingRef}
        announcement={announcement}
      >
        Properties
      </ListHeading>
      <p className="kit-secondary">
        Homes and commercial premises for sale and to let across Norfolk.
      </p>
      <div className="property-list__bar">
        <div>
          {/* The results' heading (the cards' titles are h3s under it), read out as it changes. */}
          {list ? (
            <h2 aria-live="polite" className="property-list__found">
              {foundText(list.total)}
            </h2>
          ) : (
            <p aria-live="polite" className="property-list__found" />
          )}
          {/* The order is fixed: a note about the results, kept away from the filter so it does
              not pass for a control. */}
          <p className="kit-secondary kit-small">Sort by: Latest</p>
        </div>
        <SelectInput
          id="property-type"
          label="Property Type"
          value={type}
          onChange={(value) => update({ type: parseTypeFilter(value), page: 1 })}
          options={TYPE_FILTERS}
        />
      </div>
      {alertSearch && (
        <div className="property-list__alert">
          <AlertSignUpButton search={alertSearch} />
        </div>
      )}

      {waiting && <LoadingStatus label="Loading properties" />}
      {!waiting && error !== undefined && (
        <Note severity="error" role="alert">
          <h2 className="listing-error__title">Error Loading Properties</h2>
          Unable to load properties. Please try again later.{' '}
          {error instanceof Error && error.message ? error.message : 'Unknown error occurred'}
        </Note>
      )}
      {unavailable && <StreetStatusPanel status={unavailable} onRefresh={retry} />}
      {list && (
        <>
          {list.items.length === 0 ? (
            <div className="listing-empty">
              <h2 className="kit-heading-5">No Properties Found</h2>
              <button
                type="button"
                className="kit-button kit-button--outlined"
                onClick={() => update({ type: 'all', page: 1 })}
              >
                Clear Filters
              </button>
            </div>
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
    </section>
  );
}
