import { StaticPart } from '@reedmere/web-kit';
import { lazyPlain } from '../../app/theme-scope';
import { RemoteSection } from '../../remotes/remote-section';
import { AgencyJsonLd } from '../../seo/agency-json-ld';

// Text, pictures and links: their code loads only where the browser draws them.
const HomeIntro = lazyPlain(() => import('./home-intro'), 'HomeIntro');
const HomeServices = lazyPlain(() => import('./home-services'), 'HomeServices');

/** Home: hero, the remotes' widgets, services and why choose us. */
export function HomePage() {
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
