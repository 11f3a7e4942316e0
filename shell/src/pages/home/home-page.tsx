import { StaticPart } from '@reedmere/web-kit';
import { useCodeOnLeaving } from '../../app/code-on-leaving';
import { lazyPlain } from '../../app/theme-scope';
import { RemoteSection } from '../../remotes/remote-section';
import { AgencyJsonLd } from '../../seo/agency-json-ld';

// Text, pictures and links: their code loads where the browser draws them, or once the page
// is left.
const loadIntro = () => import('./home-intro');
const loadServices = () => import('./home-services');
const HomeIntro = lazyPlain(loadIntro, 'HomeIntro');
const HomeServices = lazyPlain(loadServices, 'HomeServices');

/** Home: hero, the remotes' widgets, services and why choose us. */
export function HomePage() {
  // Back to a home page the server rendered draws the hero with the properties, not after them.
  useCodeOnLeaving(loadIntro, loadServices);
  return (
    <>
      <StaticPart>
        <HomeIntro />
      </StaticPart>
      <RemoteSection name="listings" module="home-sections" label="Loading properties" />
      <RemoteSection name="developments" module="home-projects" label="Loading projects" />
      <StaticPart>
        <HomeServices />
      </StaticPart>
      <AgencyJsonLd />
    </>
  );
}
