import {
  CommercialLettingsPage,
  CommercialSalesPage,
  ResidentialPage,
} from '../features/category-listings/components/category-pages';
import { PropertyDetailPage } from '../features/property-detail/components/property-detail-page';
import { PropertyListPage } from '../features/property-list/components/property-list-page';
import { RemoteStylesheet, ScreenRoutes } from '@reedmere/web-kit';
import stylesheet from '../shared/listings.css';

/** Exposed as `listings/routes`: mounted by the shell under its router; paths are relative. */
export default function ListingsRoutes() {
  return (
    <>
      <RemoteStylesheet href={stylesheet} />
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
    </>
  );
}

/** Drawn in plain markup with its own stylesheet: the page needs no styling library for it. */
export const plainMarkup = true;

/** Its live parts format prices and counts as they hydrate (see `localeDataModulesOf`). */
export const usesLocaleData = true;

export { listingsLoader as loader } from './routes-loader';
