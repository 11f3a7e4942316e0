// Fictional development projects, at every stage. Pictures are drawn per gallery as the status
// allows: a planned scheme has only its "before", a finished one all three.
import type { DevelopmentInput } from '@reedmere/contracts';
import type { PictureKind } from '../drawing/illustrations';
import { paragraphs } from './demo-property';

export interface DemoDevelopment {
  key: string;
  fields: Omit<DevelopmentInput, 'beforeImages' | 'duringImages' | 'afterImages'>;
  before: PictureKind[];
  during: PictureKind[];
  after: PictureKind[];
}

export const DEMO_DEVELOPMENTS: readonly DemoDevelopment[] = [
  {
    key: 'maltings-yard-aylsham',
    fields: {
      title: 'Maltings Yard',
      location: 'Aylsham',
      projectValue: 2400000,
      status: 'completed',
      startDate: '2023-03-01',
      endDate: '2024-09-30',
      description: paragraphs(
        'Eight homes around a courtyard on the site of a former maltings store, a few minutes from the market place.',
        'The street frontage keeps the original brick wall; the houses behind have air source heat pumps and electric car charging.',
      ),
    },
    before: ['plot'],
    during: ['construction'],
    after: ['terrace'],
  },
  {
    key: 'station-road-dereham',
    fields: {
      title: 'Station Road Apartments',
      location: 'Dereham',
      projectValue: 3100000,
      status: 'completed',
      startDate: '2022-10-01',
      endDate: '2024-04-30',
      description: paragraphs(
        'Fourteen one- and two-bedroom apartments on a former garage site, close to the town centre.',
      ),
    },
    before: ['plot'],
    during: ['construction'],
    after: ['flats'],
  },
  {
    key: 'glebe-barns-letheringsett',
    fields: {
      title: 'Glebe Barns',
      location: 'Letheringsett',
      projectValue: 1850000,
      status: 'in_progress',
      startDate: '2025-05-01',
      endDate: '2026-12-31',
      description: paragraphs(
        'The conversion of a group of flint barns into four homes, with the original cart openings glazed.',
      ),
    },
    before: ['barn'],
    during: ['construction'],
    after: [],
  },
  {
    key: 'mere-view-diss',
    fields: {
      title: 'Mere View',
      location: 'Diss',
      projectValue: 1200000,
      status: 'planning',
      startDate: '2027-02-01',
      endDate: null,
      description: paragraphs(
        'Six bungalows planned on land off Frenze Road. A planning application has been submitted to South Norfolk Council.',
      ),
    },
    before: ['plot'],
    during: [],
    after: [],
  },
  {
    key: 'wherry-wharf-norwich',
    fields: {
      title: 'Wherry Wharf Workspace',
      location: 'Norwich',
      projectValue: null,
      status: 'planning',
      startDate: null,
      endDate: null,
      description: paragraphs(
        'Small business units and studios proposed for a riverside warehouse. Timeline to be confirmed.',
      ),
    },
    before: ['warehouse'],
    during: [],
    after: [],
  },
];
