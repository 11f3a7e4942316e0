import { Route, Routes } from 'react-router-dom';
import { Container, Typography } from '@mui/material';
import { PropertyListPage } from '../features/property-list/components/property-list-page';

function ComingSoon() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Properties
      </Typography>
      <Typography>This page is being prepared.</Typography>
    </Container>
  );
}

/** Exposed as `listings/routes`: mounted by the shell under its router; paths are relative. */
export default function ListingsRoutes() {
  return (
    <Routes>
      <Route path="properties" element={<PropertyListPage />} />
      <Route path="*" element={<ComingSoon />} />
    </Routes>
  );
}
