import { Alert, Box, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { PropertySummaryCard } from '../../../shared/property-summary-card';
import { useProperties } from '../api/use-properties';

/** /properties: the generic list (filters and pager follow with the listings work). */
export function PropertyListPage() {
  const { data, error, isLoading } = useProperties();
  const properties = Array.isArray(data) ? data : [];
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Properties
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Homes and commercial premises for sale and to let across Norfolk.
      </Typography>
      {isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading properties" />
        </Box>
      )}
      {error && <Alert severity="error">Error Loading Properties</Alert>}
      {!isLoading && !error && data && !Array.isArray(data) && (
        <Alert severity="info">{data.message}</Alert>
      )}
      {!isLoading && !error && Array.isArray(data) && (
        <>
          <Typography sx={{ mb: 2 }}>{properties.length} Properties Found</Typography>
          {properties.length === 0 ? (
            <Typography variant="h5" component="p">
              No Properties Found
            </Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {properties.map((property) => (
                <li key={property.id}>
                  <PropertySummaryCard property={property} />
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
    </Container>
  );
}
