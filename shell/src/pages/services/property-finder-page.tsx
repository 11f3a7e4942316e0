import { PageHero } from '@reedmere/web-kit';
import { InfoCardGrid, type InfoCardContent } from './info-card';
import { PropertyFinderCallsToAction } from './property-finder-calls-to-action';
import { PropertyFinderSteps } from './property-finder-steps';
import { SectionBlock } from './section-block';
import { propertyFinderHero } from '@reedmere/web-kit/heroes/property-finder';

const BENEFITS: readonly InfoCardContent[] = [
  {
    title: 'Save time',
    text: 'We do the searching, calling and first viewings, so you only see homes worth your time.',
  },
  {
    title: 'Gain early access',
    text: 'Our local contacts often hear of homes before they reach the portals, or that never do.',
  },
  {
    title: 'Expert guidance',
    text: 'Honest advice on value, condition and negotiation from people who buy and sell in Norfolk every day.',
  },
  {
    title: 'Tailored support',
    text: 'The search follows your brief and your timetable, with one contact who knows what you want.',
  },
  {
    title: 'Local insight',
    text: 'Villages, schools, transport, flood risk and future plans: we know the county well.',
  },
];

const AUDIENCES: readonly InfoCardContent[] = [
  {
    title: 'Relocating buyers',
    text: 'Moving to Norfolk for work or family and short of time to learn a new area.',
  },
  {
    title: 'Busy professionals',
    text: 'Too busy to spend evenings and weekends on portals and viewings.',
  },
  {
    title: 'Investors',
    text: 'Looking for buy-to-let or development opportunities with the right numbers.',
  },
  {
    title: 'Buyers from abroad or outside Norfolk',
    text: 'Needing trusted eyes on the ground before travelling to view.',
  },
  {
    title: 'Downsizers',
    text: 'Looking for the right smaller home without giving up what matters.',
  },
];

/** Property finder service: benefits, the six-step process, who it is for. */
export function PropertyFinderPage() {
  return (
    <>
      <PageHero
        image={propertyFinderHero}
        title="Norfolk Property Finder Service"
        subtitle="Tell us what you are looking for: we search, shortlist and negotiate so you do not have to."
      >
        <PropertyFinderCallsToAction onDark />
      </PageHero>

      <SectionBlock
        id="finder-benefits"
        title="Why use a property finder?"
        intro="A local expert on your side of the purchase, from the first search to the keys."
      >
        <InfoCardGrid cards={BENEFITS} columns="page-grid--sm2-md3" />
      </SectionBlock>

      <SectionBlock
        id="finder-process"
        title="How it works"
        tinted
        intro="Six clear steps, with you deciding at every one."
      >
        <PropertyFinderSteps />
      </SectionBlock>

      <SectionBlock id="finder-audience" title="Who it is for">
        <InfoCardGrid cards={AUDIENCES} columns="page-grid--sm2-md3" />
      </SectionBlock>

      <SectionBlock
        id="finder-start"
        title="Start your search"
        tinted
        intro="Tell us about the home you want, or browse what is on the market now."
      >
        <PropertyFinderCallsToAction />
      </SectionBlock>
    </>
  );
}
