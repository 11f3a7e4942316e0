import { HomeSections } from '../features/home-sections/components/home-sections';

/** Exposed as `listings/home-sections`: the home page's property sections. */
export default function ListingsHomeSections() {
  return <HomeSections />;
}
