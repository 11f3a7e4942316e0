import { Route, Routes } from '@reedmere/router';
import {
  CommercialLettingsPage,
  CommercialSalesPage,
  ResidentialPage,
} from '../features/category-listings/components/category-pages';
import { PropertyDetailPage } from '../features/property-detail/components/property-detail-page';
import { PropertyListPage } from '../features/property-list/components/property-list-page';
import { PageNotFound } from '@reedmere/web-kit';

/** Exposed as `listings/routes`: mounted by the shell under its router; paths are relative. */
export default function ListingsRoutes() {
  return (
    <Routes>
      <Route path="properties" element={<PropertyListPage />} />
      <Route path="property/:id" element={<PropertyDetailPage />} />
      <Route path="residential" element={<ResidentialPage />} />
      <Route path="commercial-sales" element={<CommercialSalesPage />} />
      <Route path="commercial-lettings" element={<CommercialLettingsPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

export { listingsLoader as loader } from './routes-loader';
