import { Link as RouterLink, useParams } from '@reedmere/router';
import { formatUkDate, reducedOn, type Property } from '@reedmere/contracts';
import {
  AfterPaint,
  ArrowBackIcon,
  isApiError,
  isNotFound,
  LoadingStatus,
  StaticPart,
} from '@reedmere/web-kit';
import { formatPropertyPrice, RENT_SUFFIX } from '../../../shared/format-price';
import { PropertyBadge, TONE_COLOURS } from '../../../shared/property-badge';
import { categoryLabel, locationText, STATUS_LABEL } from '../../../shared/property-labels';
import { useProperty } from '../api/use-property';
import { useBackToList } from './use-back-to-list';
import { DocumentsPanel } from './documents-panel';
import { GetInTouchPanel } from './get-in-touch-panel';
import { ImageGallery } from './image-gallery';
import { MaterialInformation, TENURE_LABEL } from './material-information';
import { Panel } from './panel';
import { PriceHistoryPanel } from './price-history-panel';
import { PropertyDescription } from './property-description';
import { PropertyFactsPanel } from './property-facts-panel';
import { PropertyJsonLd } from './property-json-ld';
import { PropertyNotFound } from './property-not-found';
import { ShareButton } from './share-button';

/** A let reads Monthly, a sale Freehold unless the listing states its tenure. */
const tenureText = (property: Property) =>
  property.priceType === 'rent'
    ? 'Monthly'
    : property.tenure
      ? (TENURE_LABEL[property.tenure] ?? 'Freehold')
      : 'Freehold';

/**
 * /property/:id. Where the window stands is the site layout's: a newly opened property starts at
 * its top, and Back or Forward returns to where the visitor was.
 */
export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const { data: property, error, isLoading, mutate } = useProperty(id);
  const back = useBackToList(property);

  // SWR says loading on a first render it will revalidate, even with a record in hand (the one
  // a list on screen held): the record is shown while it is read afresh.
  if (isLoading && !property) {
    return (
      <div className="site-container">
        <LoadingStatus label="Loading property" />
      </div>
    );
  }
  // A record on screen stays while a later read of it fails, unless that read says it is gone.
  if (!property || isNotFound(error)) {
    return (
      <PropertyNotFound
        status={isApiError(error) ? error.status : null}
        onRetry={() => void mutate()}
        back={back}
      />
    );
  }

  const status = property.status !== 'available' && property.status !== 'under_offer';
  // From the record alone (no "now"), so the server's page and the hydrated one say the same.
  const reduced = reducedOn(property);
  // The facts, text and documents are the record's: drawn afresh when it is another or changed.
  const shown = `${property.id} ${property.updatedAt}`;
  return (
    <article aria-labelledby="property-title" className="site-container property-page">
      {/* For search engines only: a newly opened property is drawn without waiting for it. */}
      <AfterPaint key={property.id}>
        <PropertyJsonLd property={property} />
      </AfterPaint>
      <div className="property-page__top">
        <RouterLink
          to={back.to}
          onClick={back.onClick}
          className="kit-button kit-button--text property-page__back"
        >
          <ArrowBackIcon />
          Back to Properties
        </RouterLink>
        <ShareButton title={property.title} />
      </div>
      <StaticPart showing={shown}>
        <div className="property-page__badges">
          <PropertyBadge badge={{ label: categoryLabel(property.propertyType), tone: 'sale' }} />
          {property.isUnderOffer && (
            <PropertyBadge badge={{ label: 'Under Offer', tone: 'offer' }} />
          )}
          {status && (
            <PropertyBadge badge={{ label: STATUS_LABEL[property.status], tone: 'status' }} />
          )}
        </div>
        <h1 id="property-title" className="property-page__title">
          {property.title}
        </h1>
        <p className="kit-secondary property-page__address">
          {`${property.address}, ${locationText(property.location)}`}
        </p>
        <div className="property-page__price-box">
          <p className="property-page__price">
            {formatPropertyPrice(property, RENT_SUFFIX.detail)}
          </p>
          {reduced && (
            <p className="kit-small property-page__reduced" style={{ color: TONE_COLOURS.reduced }}>
              {`Reduced on ${formatUkDate(reduced)}`}
            </p>
          )}
          <p className="kit-secondary kit-small">{tenureText(property)}</p>
        </div>
      </StaticPart>
      <div className="property-page__columns">
        <div className="property-page__main">
          <ImageGallery key={property.id} images={property.images ?? []} title={property.title} />
          {/* Below the first screen: a newly opened property shows its top without waiting. */}
          <AfterPaint key={`${property.id} below`}>
            <StaticPart showing={shown}>
              <PropertyFactsPanel property={property} />
              <PropertyDescription html={property.description} />
              {property.features?.length > 0 && (
                <Panel id="features-title" title="Key Features">
                  <ul className="property-page__features">
                    {property.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </Panel>
              )}
              <MaterialInformation property={property} />
              <PriceHistoryPanel property={property} />
            </StaticPart>
          </AfterPaint>
        </div>
        <div className="property-page__side">
          <AfterPaint key={property.id}>
            <GetInTouchPanel id={property.id} title={property.title} />
            <StaticPart showing={shown}>
              <DocumentsPanel property={property} />
            </StaticPart>
          </AfterPaint>
        </div>
      </div>
    </article>
  );
}
