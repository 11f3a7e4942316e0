import { AGENCY } from '@reedmere/agency';
import { PageHero } from '@reedmere/web-kit';
import { homeHero } from '@reedmere/web-kit/heroes/home';
import { CallsToAction } from '../calls-to-action';

/** The home page's hero: its heading, the agency's line and the two calls to action. */
export function HomeIntro() {
  return (
    <PageHero
      image={homeHero}
      title="Norfolk property, handled personally"
      subtitle={AGENCY.tagline}
    >
      <CallsToAction
        main={{ label: 'Explore Properties', to: '/residential' }}
        second={{ label: 'Free Valuation', to: '/contact' }}
        onDark
      />
    </PageHero>
  );
}
