import { PageHero } from '@reedmere/web-kit';
import { EpcCallsToAction } from './epc-calls-to-action';
import { EpcRatingScale } from './epc-rating-scale';
import { InfoCardGrid, type InfoCardContent } from './info-card';
import { SectionBlock } from './section-block';
import { epcHero } from '@reedmere/web-kit/heroes/epc';

const WHO_NEEDS_ONE: readonly InfoCardContent[] = [
  {
    title: 'Selling',
    text: 'A commercial building needs a valid EPC before it is marketed for sale.',
  },
  {
    title: 'Letting',
    text: 'Landlords need one before marketing premises to let, and the rating must meet the minimum standard.',
  },
  {
    title: 'Constructing',
    text: 'A new commercial building needs an EPC when the construction work is finished.',
  },
];

const SERVICES: readonly InfoCardContent[] = [
  {
    title: 'On-site survey',
    text: 'An accredited non-domestic energy assessor visits the building and records its fabric, heating, cooling, lighting and controls.',
  },
  {
    title: 'EPC lodged on the register',
    text: 'Your certificate is lodged on the official EPC register, where you, your buyer or tenant can look it up.',
  },
  {
    title: 'Recommendations report',
    text: 'Every certificate comes with a report of practical improvements that would lower the building’s rating.',
  },
  {
    title: 'Advice on MEES and exemptions',
    text: 'We explain what the minimum standard means for your letting and whether an exemption could apply.',
  },
];

/** Non-domestic EPCs: what they are, the scale, the minimum standards, our service. */
export function EpcPage() {
  return (
    <>
      <PageHero
        image={epcHero}
        title="Non-Domestic EPCs"
        subtitle="Energy Performance Certificates for commercial property across Norfolk, arranged quickly and explained clearly."
      >
        <EpcCallsToAction onDark />
      </PageHero>

      <SectionBlock
        id="epc-what"
        title="What is a non-domestic EPC?"
        intro="An Energy Performance Certificate rates how energy efficient a commercial building is, from A to G, and recommends how it could be improved."
      >
        <InfoCardGrid cards={WHO_NEEDS_ONE} columns="page-grid--md3" />
        <div className="page-stack page-measure epc-page__after-cards">
          <p>An EPC is valid for 10 years, unless a newer one replaces it sooner.</p>
          <p>
            Commercial adverts must show the EPC rating: the A to G graph where there is room,
            otherwise the letter.
          </p>
        </div>
      </SectionBlock>

      <SectionBlock
        id="epc-scale"
        title="The rating scale"
        tinted
        intro="A non-domestic EPC gives the building an asset rating: the lower the number, the more efficient the building. The number places it in a band from A to G."
      >
        <EpcRatingScale />
        <p className="page-measure epc-page__note">
          A building whose rating is below zero, because it is net zero or better, is shown as A+.
        </p>
      </SectionBlock>

      <SectionBlock
        id="epc-mees"
        title="Minimum Energy Efficiency Standards"
        intro="The Minimum Energy Efficiency Standards (MEES) set the lowest rating at which commercial property in England and Wales may be let."
      >
        <div className="page-stack page-measure">
          <p>Since 1 April 2018, a new or renewed letting needs an EPC rating of at least E.</p>
          <p>
            Since 1 April 2023, every privately rented non-domestic property must meet E, even
            during an existing lease, unless an exemption has been registered.
          </p>
          <h3 className="epc-page__subheading">What may come next</h3>
          <p>
            The government’s 2021 consultation proposed raising the minimum to C by 2027 and B by
            2030. Its interim response of June 2026 drops the 2027 step and proposes a minimum of B
            from 2031 for buildings over 1,000 m² only.
          </p>
          <p className="epc-page__emphasis">
            The 2031 proposal is not yet law. Today the legal minimum is still E.
          </p>
        </div>
      </SectionBlock>

      <SectionBlock
        id="epc-services"
        title="Our EPC services"
        tinted
        intro="One straightforward service, from the survey to a certificate you can use."
      >
        <InfoCardGrid cards={SERVICES} columns="page-grid--sm2-md4" />
        <p className="page-measure epc-page__note">
          Display Energy Certificates for public buildings are not part of this service; ask us if
          you need one and we will tell you honestly whether we can help.
        </p>
      </SectionBlock>

      <SectionBlock
        id="epc-quote"
        title="Need a non-domestic EPC?"
        intro="Tell us about the building and we will send a quote, or call us to talk it through."
      >
        <EpcCallsToAction />
      </SectionBlock>
    </>
  );
}
