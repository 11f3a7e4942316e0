import { Link as RouterLink } from '@reedmere/router';
import { AGENCY } from '@reedmere/agency';
import { NEW_TAB_HINT } from '@reedmere/web-kit';
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
        <div className="hero-actions">
          <a
            href={AGENCY.valuationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="kit-button kit-button--copper"
          >
            Free Valuation
            <span className="kit-visually-hidden">{` ${NEW_TAB_HINT}`}</span>
          </a>
          <RouterLink to="/property-finder" className="kit-button hero-actions__outlined">
            Property Finder Service
          </RouterLink>
        </div>
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
