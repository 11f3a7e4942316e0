import {
  CommercialLettingsPage,
  CommercialSalesPage,
  ResidentialPage,
} from '../features/category-listings/components/category-pages';
import { PropertyDetailPage } from '../features/property-detail/components/property-detail-page';
import { PropertyListPage } from '../features/property-list/components/property-list-page';
import { ScreenRoutes } from '@reedmere/web-kit';

/** Exposed as `listings/routes`: mounted by the shell under its router; paths are relative. */
export default function ListingsRoutes() {
  return (
    <ScreenRoutes
      owner="mfe-listings"
      screens={{
        properties: <PropertyListPage />,
        'property-detail': <PropertyDetailPage />,
        residential: <ResidentialPage />,
        'commercial-sales': <CommercialSalesPage />,
        'commercial-lettings': <CommercialLettingsPage />,
      }}
    />
  );
}

export { listingsLoader as loader } from './routes-loader';
