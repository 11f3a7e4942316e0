import type { PageLoader } from '@reedmere/contracts';
import { HOME_KEY } from '../features/home-sections/api/use-home';
import { HomeSections } from '../features/home-sections/components/home-sections';
import stylesheet from '../shared/listings.css';
import { RemoteStylesheet } from '@reedmere/web-kit';

/** Exposed as `listings/home-sections`: the home page's property sections. */
export default function ListingsHomeSections() {
  return (
    <>
      <RemoteStylesheet href={stylesheet} />
      <HomeSections />
    </>
  );
}

/** Drawn in plain markup with the listings' stylesheet. */
export const plainMarkup = true;

/** The home aggregate, read once for every home widget. */
export const loader: PageLoader = () => [{ key: HOME_KEY }];

/** Cards, headings and links: a page the server rendered keeps it as served. */
export const staticSection = true;
