import { Link as RouterLink } from '@reedmere/router';
import { HOME_COUNTS, isSectionError, type HomeContent } from '@reedmere/contracts';
import { LoadingStatus, Note } from '@reedmere/web-kit';
import { PropertyGrid } from '../../../shared/property-grid';
import { useHome } from '../api/use-home';

interface SectionDefinition {
  key: Exclude<keyof HomeContent, 'developments'>;
  title: string;
  empty: string;
  limit: number;
  link?: { to: string; label: string };
}

// The home page: 3 per category, then up to 6 under offer.
export const HOME_SECTIONS: readonly SectionDefinition[] = [
  {
    key: 'residentialSales',
    title: 'Residential Sales',
    empty: 'No residential properties yet.',
    limit: HOME_COUNTS.perCategory,
    link: { to: '/residential', label: 'View all residential properties' },
  },
  {
    key: 'commercialSales',
    title: 'Commercial Sales',
    empty: 'No commercial sales yet.',
    limit: HOME_COUNTS.perCategory,
    link: { to: '/commercial-sales', label: 'View all commercial sales' },
  },
  {
    key: 'commercialLettings',
    title: 'Commercial Lettings',
    empty: 'No commercial lettings yet.',
    limit: HOME_COUNTS.perCategory,
    link: { to: '/commercial-lettings', label: 'View all commercial lettings' },
  },
  {
    key: 'underOffer',
    title: 'Under Offer',
    empty: 'No properties currently under offer.',
    limit: HOME_COUNTS.underOffer,
  },
];

/**
 * The home page's listing sections, read from GET /api/home. They come from one listings call:
 * when it failed (the aggregate marks them, the other sections of the page still load), the
 * error state stands for all four. Listings once shown stay while a later read fails.
 */
export function HomeSections() {
  const { data, isLoading } = useHome();
  if (isLoading) return <LoadingStatus label="Loading properties" />;
  if (!data || HOME_SECTIONS.some((section) => isSectionError(data[section.key]))) {
    return (
      <div className="site-container home-listings__error">
        <Note severity="error" role="alert">
          Error Loading Properties
        </Note>
      </div>
    );
  }
  return (
    <>
      {HOME_SECTIONS.map((section, index) => {
        const records = data[section.key];
        const properties = isSectionError(records) ? [] : records.slice(0, section.limit);
        const headingId = `home-${section.key}-title`;
        return (
          <section
            key={section.key}
            aria-labelledby={headingId}
            className={index % 2 === 1 ? 'home-listings home-listings--shaded' : 'home-listings'}
          >
            <div className="site-container">
              <div className="home-listings__head">
                <h2 id={headingId} className="kit-heading-4">
                  {section.title}
                </h2>
                {section.link && properties.length > 0 && (
                  <RouterLink to={section.link.to} className="kit-button kit-button--text">
                    {section.link.label}
                  </RouterLink>
                )}
              </div>
              {properties.length === 0 ? (
                <p className="kit-secondary">{section.empty}</p>
              ) : (
                // Only the first section can be above the fold on the home page.
                <PropertyGrid properties={properties} eagerCount={index === 0 ? 3 : 0} />
              )}
            </div>
          </section>
        );
      })}
    </>
  );
}
