import type { PageLoader } from '@reedmere/contracts';
import { HOME_KEY } from '../features/home-sections/api/use-home';
import { HomeSections } from '../features/home-sections/components/home-sections';

/** Exposed as `listings/home-sections`: the home page's property sections. */
export default function ListingsHomeSections() {
  return <HomeSections />;
}

/** The home aggregate, read once for every home widget. */
export const loader: PageLoader = () => [{ key: HOME_KEY }];

/** Cards, headings and links: a page the server rendered keeps it as served. */
export const staticSection = true;
