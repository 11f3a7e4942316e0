import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Route, Routes } from 'react-router-dom';
import {
  CommercialLettingsPage,
  CommercialSalesPage,
  ResidentialPage,
} from '../features/category-listings/components/category-pages';
import { PropertyDetailPage } from '../features/property-detail/components/property-detail-page';
import { PropertyListPage } from '../features/property-list/components/property-list-page';

/** Spec section 2: any other path. */
function NotFound() {
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        404 Page Not Found
      </Typography>
      <Typography>Did you forget to add the page to the router?</Typography>
    </Container>
  );
}

/** Exposed as `listings/routes`: mounted by the shell under its router; paths are relative. */
export default function ListingsRoutes() {
  return (
    <Routes>
      <Route path="properties" element={<PropertyListPage />} />
      <Route path="property/:id" element={<PropertyDetailPage />} />
      <Route path="residential" element={<ResidentialPage />} />
      <Route path="commercial-sales" element={<CommercialSalesPage />} />
      <Route path="commercial-lettings" element={<CommercialLettingsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
