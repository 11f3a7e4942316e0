import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from '@reedmere/router';
import { AGENCY } from '@reedmere/agency';
import { ExternalLink } from '@reedmere/web-kit';
import { commercialHero } from '@reedmere/web-kit/heroes/commercial';
import { residentialHero } from '@reedmere/web-kit/heroes/residential';
import { CATEGORIES } from '../lib/categories';
import { CategoryListingPage } from './category-listing-page';

/** /residential */
export function ResidentialPage() {
  return (
    <CategoryListingPage
      category={CATEGORIES.residential}
      title="Residential Excellence"
      subtitle="Homes for sale and to let across Norfolk, with local, personal service."
      heroImage={residentialHero}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
          <Button
            component={ExternalLink}
            href={AGENCY.valuationUrl}
            variant="contained"
            color="secondary"
          >
            Free Valuation
          </Button>
          <Button
            component={RouterLink}
            to="/property-finder"
            variant="outlined"
            sx={{ color: 'inherit', borderColor: 'currentColor' }}
          >
            Property Finder Service
          </Button>
        </Stack>
      }
    />
  );
}

/** /commercial-sales */
export function CommercialSalesPage() {
  return (
    <CategoryListingPage
      category={CATEGORIES.commercialSales}
      title="Commercial Sales Excellence"
      subtitle="Offices, shops, industrial units and investments for sale across Norfolk."
      heroImage={commercialHero}
    />
  );
}

/** /commercial-lettings */
export function CommercialLettingsPage() {
  return (
    <CategoryListingPage
      category={CATEGORIES.commercialLettings}
      title="Commercial Lettings"
      subtitle="Business premises to let across Norfolk, from shops to warehouses."
      heroImage={commercialHero}
    />
  );
}
