import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Property } from '@reedmere/contracts';
import { formatPrice, RENT_SUFFIX } from './format-price';

/** A property's title (linking to its page), price with qualifier, and location. */
export function PropertySummaryCard({ property }: { property: Property }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          variant="h6"
          component={RouterLink}
          to={`/property/${property.id}`}
          sx={{ color: 'primary.main', textDecoration: 'none' }}
        >
          {property.title}
        </Typography>
        <Typography color="secondary.dark" sx={{ fontWeight: 600 }}>
          {formatPrice(property.price, property.priceType, property.priceQualifier, {
            rentSuffix: RENT_SUFFIX.lettingsCard,
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {property.location ?? property.address}
        </Typography>
      </CardContent>
    </Card>
  );
}
