import { Link as RouterLink } from '@reedmere/router';
import { NOT_FOUND } from '@reedmere/contracts';

/** Where a visitor who followed a dead link most likely wanted to go. */
const WAYS_ON = [
  { label: 'Properties For Sale', to: '/residential' },
  { label: 'Commercial Sales', to: '/commercial-sales' },
  { label: 'Commercial Lettings', to: '/commercial-lettings' },
  { label: 'Contact Us', to: '/contact' },
] as const;

/** Any path outside the route table: the standard title and text, and ways on. */
export function NotFoundPage() {
  return (
    <div className="site-container not-found">
      <h1 className="kit-heading-3">{NOT_FOUND.title}</h1>
      <p className="not-found__text">{NOT_FOUND.text}</p>
      <RouterLink to="/" className="site-button site-button--contained">
        Back to Home
      </RouterLink>
      <nav aria-labelledby="not-found-ways-on" className="not-found__ways-on">
        <h2 id="not-found-ways-on" className="kit-heading-6">
          Or try one of these
        </h2>
        <ul className="not-found__list">
          {WAYS_ON.map((way) => (
            <li key={way.to}>
              <RouterLink to={way.to} className="kit-link not-found__link">
                {way.label}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
