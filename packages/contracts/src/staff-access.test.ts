import {
  describeRights,
  divisionOfListing,
  missingRight,
  type StaffNeed,
  type StaffRights,
} from './staff-access';

const owner: StaffRights = { role: 'owner', divisions: [] };
const manager: StaffRights = { role: 'manager', divisions: [] };
const residentialEditor: StaffRights = { role: 'editor', divisions: ['residential'] };
const newsEditor: StaffRights = { role: 'editor', divisions: ['news'] };
const viewer: StaffRights = { role: 'viewer', divisions: ['residential'] };

const people = { owner, manager, residentialEditor, newsEditor, viewer };
type Person = keyof typeof people;

// Each need, and who it lets through.
const table: [string, StaffNeed, Person[]][] = [
  [
    'own account',
    { account: true },
    ['owner', 'manager', 'residentialEditor', 'newsEditor', 'viewer'],
  ],
  [
    'read listings',
    { read: ['residential', 'commercial-sales'] },
    ['owner', 'manager', 'residentialEditor', 'viewer'],
  ],
  ['read news', { read: ['news'] }, ['owner', 'manager', 'newsEditor', 'viewer']],
  [
    'change a residential listing',
    { change: ['residential'] },
    ['owner', 'manager', 'residentialEditor'],
  ],
  [
    'move a listing to commercial sales',
    { change: ['residential', 'commercial-sales'] },
    ['owner', 'manager'],
  ],
  ['change an article', { change: ['news'] }, ['owner', 'manager', 'newsEditor']],
  [
    'upload listing files',
    { changeAny: ['residential', 'commercial-sales'] },
    ['owner', 'manager', 'residentialEditor'],
  ],
  ['read enquiries', { contacts: 'read' }, ['owner', 'manager', 'viewer']],
  ['change enquiries', { contacts: 'change' }, ['owner', 'manager']],
  ["see the staff's activity", { activity: true }, ['owner', 'manager']],
  ["see and change the site's releases", { releases: true }, ['owner', 'manager']],
  ['manage people', { people: true }, ['owner']],
];

describe('staff rights', () => {
  it.each(table)('%s: only those allowed get through', (_name, need, allowed) => {
    const through = (Object.keys(people) as Person[]).filter(
      (person) => missingRight(people[person], need) === null,
    );
    expect(through).toEqual(allowed);
  });

  it('names what is missing and what the person is', () => {
    expect(missingRight(residentialEditor, { change: ['residential', 'commercial-sales'] })).toBe(
      'Only an editor for commercial sales, a manager or the owner can change this. You are an editor for residential sales and lettings.',
    );
    expect(missingRight(viewer, { change: [] })).toBe(
      'Only an editor, a manager or the owner can change this. You are a viewer.',
    );
    expect(missingRight(newsEditor, { contacts: 'read' })).toBe(
      'Only the owner, a manager or a viewer can see enquiries and alerts. You are an editor for news and SEO.',
    );
    expect(missingRight(viewer, { releases: true })).toBe(
      "Only the owner or a manager can see and change the site's releases. You are a viewer.",
    );
    expect(missingRight(manager, { people: true })).toBe(
      'Only the owner can manage people. You are a manager.',
    );
    expect(missingRight(newsEditor, { read: ['residential', 'commercial-lettings'] })).toBe(
      'Only an editor for residential sales and lettings and commercial lettings, a manager, a viewer or the owner can see this. You are an editor for news and SEO.',
    );
  });

  it('an editor of no division changes nothing', () => {
    const none: StaffRights = { role: 'editor', divisions: [] };
    expect(describeRights(none)).toBe('an editor of no division');
    expect(missingRight(none, { change: ['news'] })).toMatch(/^Only an editor for news and SEO/);
  });

  it.each([
    [{ propertyType: 'residential', priceType: 'sale' }, 'residential'],
    [{ propertyType: 'Semi-Detached House', priceType: 'rent' }, 'residential'],
    [{ propertyType: 'commercial', priceType: 'sale' }, 'commercial-sales'],
    [{ propertyType: 'commercial', priceType: 'rent' }, 'commercial-lettings'],
    [{ propertyType: 'Retail unit', priceType: 'rent' }, 'commercial-lettings'],
  ])('a listing %o is in %s', (listing, division) => {
    expect(divisionOfListing(listing)).toBe(division);
  });
});
