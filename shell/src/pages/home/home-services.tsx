import { Link as RouterLink } from '@reedmere/router';
import { AGENCY } from '@reedmere/agency';

const SERVICES = [
  {
    title: 'Residential Sales',
    text: 'Marketing that sells homes across Norfolk.',
    to: '/contact',
  },
  { title: 'Commercial Sales', text: 'Shops, offices and land, sold with care.', to: '/contact' },
  {
    title: 'Commercial Lettings',
    text: 'Finding the right tenant for your premises.',
    to: '/contact',
  },
  {
    title: 'Property Finder',
    text: 'We search, shortlist and negotiate for you.',
    to: '/property-finder',
  },
  { title: 'Valuations', text: 'An honest, local valuation of your property.', to: '/contact' },
  {
    title: 'Non-Domestic EPCs',
    text: 'Energy certificates for commercial buildings.',
    to: '/contact',
  },
];

const BENEFITS = [
  'Virtual tours',
  'Promotional videos',
  'Drone imagery',
  'Expert marketing',
  'A dedicated property expert',
];

/** The home page's services and why choose us: text and links. */
export function HomeServices() {
  return (
    <>
      <section className="site-container home-services">
        <h2 className="kit-heading-4">Our Services</h2>
        <div className="page-grid page-grid--sm2-md3">
          {SERVICES.map((service) => (
            <div key={service.title} className="page-card">
              <h3 className="page-card__title page-card__title--tight">{service.title}</h3>
              <p className="home-services__text">{service.text}</p>
              <RouterLink
                to={service.to}
                className="site-button site-button--text page-button--small"
              >
                Find out more
              </RouterLink>
            </div>
          ))}
        </div>
      </section>
      <section className="home-why">
        <div className="site-container">
          <h2 className="kit-heading-4">Why Choose {AGENCY.name}</h2>
          <div className="kit-chip kit-chip--medium kit-chip--copper home-why__badge">
            {AGENCY.badge}
          </div>
          <ul className="home-why__list">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
