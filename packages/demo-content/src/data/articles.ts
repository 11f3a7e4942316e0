// Demo news. The claims are kept modest and general: no figures are presented as official
// statistics.
import type { NewsArticleInput } from '@reedmere/contracts';
import type { PictureKind } from '../drawing/illustrations';
import { paragraphs } from './demo-property';

export interface DemoArticle {
  fields: Omit<NewsArticleInput, 'featuredImage' | 'author'>;
  /** The featured image drawn for it, or null for none. */
  picture: PictureKind | null;
}

const article = (
  fields: Omit<NewsArticleInput, 'featuredImage' | 'author' | 'isPublished'> & {
    isPublished?: boolean;
  },
  picture: PictureKind | null,
): DemoArticle => ({ fields: { isPublished: true, ...fields }, picture });

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  article(
    {
      title: 'What we are seeing in the Norfolk market this autumn',
      slug: 'norfolk-market-this-autumn',
      excerpt:
        'Well-presented family homes in the market towns are still finding buyers; realistic pricing matters more than ever.',
      category: 'Market Update',
      tags: ['market', 'norfolk', 'selling'],
      publishedAt: '2026-10-06T09:00:00.000Z',
      content: paragraphs(
        'Across our offices the picture this autumn is a steady one. Family homes in towns such as Wymondham, Aylsham and Dereham that are priced in line with recent sales are attracting viewings in their first weeks on the market.',
        'Homes that came to the market at ambitious prices are taking longer, and we have seen more sellers agree a price adjustment after the first month. Buyers are well informed and compare carefully.',
        'If you are thinking of selling, a valuation based on what has actually sold nearby, rather than on asking prices, is the best starting point.',
      ),
    },
    'town',
  ),
  article(
    {
      title: 'Coastal cottages: what buyers ask us about',
      slug: 'coastal-cottages-what-buyers-ask',
      excerpt:
        'From flood risk to parking, the questions buyers raise most often about homes on the north Norfolk coast.',
      category: 'Property News',
      tags: ['coast', 'cottages', 'buying'],
      publishedAt: '2026-09-18T09:00:00.000Z',
      content: paragraphs(
        'Homes in Wells-next-the-Sea, Blakeney and Cromer draw interest from local buyers and from people moving to the area. The same questions come up again and again.',
        'Buyers ask about parking, whether a property has been let as a holiday home, flood risk and, for older cottages, the state of the roof and walls. We now include this material information in our listings wherever we can.',
        'If you are selling on the coast, gathering these details early saves time once a buyer is found.',
      ),
    },
    'coast',
  ),
  article(
    {
      title: 'Five things landlords should check before a new let',
      slug: 'landlord-checks-before-a-new-let',
      excerpt:
        'Safety certificates, the EPC, deposit protection and more: a short checklist for residential landlords.',
      category: 'Investment Tips',
      tags: ['lettings', 'landlords', 'compliance'],
      publishedAt: '2026-08-27T09:00:00.000Z',
      content: paragraphs(
        'Before a tenant moves in, make sure the gas safety certificate and electrical report are current, and that the property has a valid EPC at the rating the rules require.',
        'Smoke and carbon monoxide alarms must be fitted and tested, the deposit protected in a government-approved scheme, and the tenant given the prescribed information.',
        'Our lettings team can talk you through each step.',
      ),
    },
    'terrace',
  ),
  article(
    {
      title: 'Commercial EPCs and the minimum standards',
      slug: 'commercial-epcs-and-minimum-standards',
      excerpt:
        'Why the EPC rating of a commercial building matters when you let it, and where the rules may go next.',
      category: 'Industry Insights',
      tags: ['epc', 'commercial', 'mees'],
      publishedAt: '2026-07-14T09:00:00.000Z',
      content: paragraphs(
        'Since April 2023 privately rented non-domestic buildings in England and Wales have needed an EPC rating of at least E, unless a valid exemption is registered.',
        'The government has consulted on raising the minimum further. Proposals have changed more than once and are not yet law, so we suggest landlords plan improvements sensibly rather than in a rush.',
        'An EPC lasts ten years. If yours is close to expiry, or you have improved the building, a new assessment may show a better rating.',
      ),
    },
    'office',
  ),
  article(
    {
      title: 'Our Diss office has moved',
      slug: 'diss-office-has-moved',
      excerpt: 'Our Diss team now works from new premises a short walk from the Mere.',
      category: 'Company News',
      tags: ['diss', 'offices'],
      publishedAt: '2026-06-02T09:00:00.000Z',
      content: paragraphs(
        'Our Diss team has moved to new premises close to the Mere. The phone number is unchanged and the office is open the same hours as before.',
        'Do call in if you are passing: we are always happy to talk about the local market.',
      ),
    },
    'shopfront',
  ),
  article(
    {
      title: 'Buying your first home in Norwich',
      slug: 'buying-your-first-home-in-norwich',
      excerpt:
        'A plain-English guide to the steps between an offer being accepted and getting the keys.',
      category: 'Property News',
      tags: ['first-time buyers', 'norwich', 'buying'],
      publishedAt: '2026-05-11T09:00:00.000Z',
      content: paragraphs(
        'Once your offer is accepted, you will instruct a solicitor or conveyancer, arrange your mortgage offer and, ideally, a survey.',
        'First-time buyers may pay less stamp duty, depending on the price; our stamp duty calculator gives an estimate.',
        'Keep in close touch with your solicitor and lender, and reply to their questions quickly: most delays come from waiting for paperwork.',
      ),
    },
    null,
  ),
  article(
    {
      title: 'Maltings Yard completes in Aylsham',
      slug: 'maltings-yard-completes',
      excerpt:
        'The last homes at Maltings Yard are finished, keeping the old maltings wall on the street.',
      category: 'Company News',
      tags: ['developments', 'aylsham', 'new homes'],
      publishedAt: '2026-03-20T09:00:00.000Z',
      content: paragraphs(
        'The final homes at Maltings Yard in Aylsham are now complete. The scheme kept the original brick wall on the street and arranged eight homes around a shared courtyard.',
        'Thank you to everyone who has bought there, and to our neighbours for their patience during the build.',
      ),
    },
    null,
  ),
  article(
    {
      title: 'Spring market preview',
      slug: 'spring-market-preview',
      excerpt: 'Draft: what sellers can do over the winter to be ready for the spring.',
      category: 'Market Update',
      tags: ['selling', 'spring'],
      isPublished: false,
      publishedAt: null,
      content: paragraphs(
        'Draft notes: decluttering, small repairs, gathering documents and getting a valuation early.',
      ),
    },
    null,
  ),
];
