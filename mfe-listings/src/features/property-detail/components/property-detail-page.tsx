import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from '@reedmere/router';
import { reducedOn, type Property } from '@reedmere/contracts';
import { ArrowBackIcon, isApiError, LoadingStatus, StaticPart } from '@reedmere/web-kit';
import { formatPrice, RENT_SUFFIX } from '../../../shared/format-price';
import { formatLondonDate } from '../../../shared/price-reduction';
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

  if (isLoading) {
    return (
      <Container sx={{ py: 6 }}>
        <LoadingStatus label="Loading property" />
      </Container>
    );
  }
  if (error || !property) {
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
    <Container component="article" aria-labelledby="property-title" sx={{ py: { xs: 3, md: 5 } }}>
      <PropertyJsonLd property={property} />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, gap: 2 }}
      >
        <Button
          component={RouterLink}
          to={back.to}
          onClick={back.onClick}
          startIcon={<ArrowBackIcon />}
        >
          Back to Properties
        </Button>
        <ShareButton title={property.title} />
      </Stack>
      <StaticPart showing={shown}>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap' }}>
          <PropertyBadge badge={{ label: categoryLabel(property.propertyType), tone: 'sale' }} />
          {property.isUnderOffer && (
            <PropertyBadge badge={{ label: 'Under Offer', tone: 'offer' }} />
          )}
          {status && (
            <PropertyBadge badge={{ label: STATUS_LABEL[property.status], tone: 'status' }} />
          )}
        </Stack>
        <Typography
          id="property-title"
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '1.8rem', md: '2.6rem' } }}
        >
          {property.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {`${property.address}, ${locationText(property.location)}`}
        </Typography>
        <Box sx={{ mt: 1.5, mb: 3 }}>
          <Typography component="p" variant="h5" color="secondary.dark" sx={{ fontWeight: 700 }}>
            {formatPrice(property.price, property.priceType, property.priceQualifier, {
              rentSuffix: RENT_SUFFIX.detail,
            })}
          </Typography>
          {reduced && (
            <Typography variant="body2" sx={{ color: TONE_COLOURS.reduced, fontWeight: 600 }}>
              {`Reduced on ${formatLondonDate(reduced)}`}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {tenureText(property)}
          </Typography>
        </Box>
      </StaticPart>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3} useFlexGap>
            <ImageGallery key={property.id} images={property.images ?? []} title={property.title} />
            <StaticPart showing={shown}>
              <PropertyFactsPanel property={property} />
              <PropertyDescription html={property.description} />
              {property.features?.length > 0 && (
                <Panel id="features-title" title="Key Features">
                  <Box component="ul" sx={{ m: 0, pl: 3 }}>
                    {property.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </Box>
                </Panel>
              )}
              <MaterialInformation property={property} />
              <PriceHistoryPanel property={property} />
            </StaticPart>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3} useFlexGap sx={{ position: { md: 'sticky' }, top: { md: 24 } }}>
            <GetInTouchPanel id={property.id} title={property.title} />
            <StaticPart showing={shown}>
              <DocumentsPanel property={property} />
            </StaticPart>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
