import { Box, CircularProgress, Container, Grid, Typography } from '@mui/material';
import type { Property } from '@reedmere/contracts';
import { PropertySummaryCard } from '../../../shared/property-summary-card';
import { useHome } from '../api/use-home';

function PropertyCards({ properties, empty }: { properties: Property[]; empty: string }) {
  if (properties.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Grid container spacing={2}>
      {properties.map((property) => (
        <Grid key={property.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <PropertySummaryCard property={property} />
        </Grid>
      ))}
    </Grid>
  );
}

const SECTIONS = [
  { key: 'residentialSales', title: 'Residential Sales', empty: 'No residential properties yet.' },
  { key: 'commercialSales', title: 'Commercial Sales', empty: 'No commercial sales yet.' },
  { key: 'commercialLettings', title: 'Commercial Lettings', empty: 'No commercial lettings yet.' },
  { key: 'underOffer', title: 'Under Offer', empty: 'No properties currently under offer.' },
] as const;

/** The home page's listing sections (spec section 2): 3 per category and up to 6 under offer. */
export function HomeSections() {
  const { data, error, isLoading } = useHome();
  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading properties" />
      </Box>
    );
  }
  if (error || !data) {
    return (
      <Container sx={{ py: 4 }}>
        <Typography color="error">Error Loading Properties</Typography>
      </Container>
    );
  }
  return (
    <>
      {SECTIONS.map((section) => (
        <Container key={section.key} component="section" sx={{ py: 4 }}>
          <Typography variant="h4" component="h2" gutterBottom>
            {section.title}
          </Typography>
          <PropertyCards
            properties={data[section.key].slice(0, section.key === 'underOffer' ? 6 : 3)}
            empty={section.empty}
          />
        </Container>
      ))}
    </>
  );
}
