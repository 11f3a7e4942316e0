import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from '@reedmere/router';
import { followedLinkState, type Property } from '@reedmere/contracts';
import { ResponsiveImage } from '@reedmere/web-kit';
import { formatPrice, RENT_SUFFIX } from './format-price';
import { showsReducedMarker } from './price-reduction';
import { PropertyBadge } from './property-badge';
import { cardFacts } from './property-facts';
import { categoryLabel, marketBadge, REDUCED_BADGE, statusBadge } from './property-labels';

/** Three cards a row on wide screens, two on tablets, one on phones. */
const CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw';

export interface PropertyCardProps {
  property: Property;
  /** The generic list shows the status; the category pages For Sale / To Let. */
  badge?: 'market' | 'status';
  /** In the first row: load the image at once. */
  priority?: boolean;
}

/** A listing card: photo, badges, price with qualifier, place, facts, View Details, Contact Us. */
export function PropertyCard({ property, badge = 'market', priority = false }: PropertyCardProps) {
  // One listing may be in two sections of a page (the home page's): ids must still be unique.
  const titleId = useId();
  const location = useLocation();
  // Day-granular, so the server's render and the browser's hydration agree (see the function).
  const reduced = showsReducedMarker(property, new Date());
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative' }}>
        <ResponsiveImage
          src={property.images?.[0]}
          alt={property.title}
          sizes={CARD_SIZES}
          eager={priority}
        />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ position: 'absolute', top: 12, left: 12, right: 12, flexWrap: 'wrap' }}
        >
          <PropertyBadge
            badge={badge === 'status' ? statusBadge(property) : marketBadge(property)}
          />
          {badge === 'status' && (
            <PropertyBadge badge={{ label: categoryLabel(property.propertyType), tone: 'sale' }} />
          )}
          {reduced && <PropertyBadge badge={REDUCED_BADGE} />}
        </Stack>
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography color="secondary.dark" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
          {formatPrice(property.price, property.priceType, property.priceQualifier, {
            rentSuffix: RENT_SUFFIX.lettingsCard,
          })}
        </Typography>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mt: 0.5, lineHeight: 1.3 }}>
          {property.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {property.location?.trim() || property.address}
        </Typography>
        {cardFacts(property).length > 0 && (
          <Stack
            component="ul"
            direction="row"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, flexWrap: 'wrap', columnGap: 2 }}
          >
            {cardFacts(property).map((fact) => (
              <Typography key={fact} component="li" variant="body2">
                {fact}
              </Typography>
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/property/${encodeURIComponent(property.id)}`}
          // The property page's Back returns here: to this list, with its filters and page.
          state={followedLinkState(location)}
          variant="contained"
          size="small"
          aria-label={`View Details: ${property.title}`}
        >
          View Details
        </Button>
        <Button component={RouterLink} to="/contact" variant="outlined" size="small">
          Contact Us
        </Button>
      </CardActions>
    </Card>
  );
}
