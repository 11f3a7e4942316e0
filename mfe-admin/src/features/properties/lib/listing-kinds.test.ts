import { listingKindsFor, priceTypeChoices, startingKind } from './listing-kinds';
import { emptyPropertyForm } from './property-form-values';

const kindsOf = (role: 'owner' | 'manager' | 'editor' | 'viewer', divisions: string[] = []) =>
  Object.fromEntries(listingKindsFor({ role, divisions: divisions as never }));

describe('the kinds of listing a person is offered', () => {
  it('offers the owner and managers every kind, and a viewer none', () => {
    const every = { residential: ['sale', 'rent'], commercial: ['sale', 'rent'] };
    expect(kindsOf('owner')).toEqual(every);
    expect(kindsOf('manager')).toEqual(every);
    expect(kindsOf('viewer')).toEqual({});
  });

  it("offers an editor their divisions' kinds only", () => {
    expect(kindsOf('editor', ['residential'])).toEqual({ residential: ['sale', 'rent'] });
    expect(kindsOf('editor', ['commercial-lettings'])).toEqual({ commercial: ['rent'] });
    expect(kindsOf('editor', ['commercial-sales', 'commercial-lettings'])).toEqual({
      commercial: ['sale', 'rent'],
    });
    expect(kindsOf('editor', ['news'])).toEqual({});
  });

  it('keeps a stored value outside them in the choices, so the form shows what it holds', () => {
    const kinds = listingKindsFor({ role: 'editor', divisions: ['commercial-sales'] });
    expect(priceTypeChoices(kinds, 'commercial', 'sale')).toEqual(['sale']);
    expect(priceTypeChoices(kinds, 'commercial', 'rent')).toEqual(['sale', 'rent']);
  });

  it('starts a new listing on the first kind the person may add', () => {
    const empty = emptyPropertyForm();
    const lettings = listingKindsFor({ role: 'editor', divisions: ['commercial-lettings'] });
    expect(startingKind(lettings, empty)).toMatchObject({
      propertyType: 'commercial',
      priceType: 'rent',
    });
    const owner = listingKindsFor({ role: 'owner', divisions: [] });
    expect(startingKind(owner, empty)).toEqual(empty);
  });
});
