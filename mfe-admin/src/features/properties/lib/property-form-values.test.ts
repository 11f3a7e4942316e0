import type { Property, PropertyServerField } from '@reedmere/contracts';
import {
  cleanFeatures,
  emptyPropertyForm,
  FORM_FIELD_ORDER,
  propertyFormFromProperty,
  propertyInputFromForm,
  validatePropertyForm,
  type PropertyFormValues,
} from './property-form-values';
import { qualifierChoices, statusChoices } from './property-choices';
import { testProperty } from './test-property';

const filled = (over: Partial<PropertyFormValues> = {}): PropertyFormValues => ({
  ...emptyPropertyForm(),
  title: ' Barn conversion ',
  address: ' 1 Mill Lane ',
  location: ' Diss ',
  ...over,
});

/** A stored property less the fields the server sets: what its form must send back. */
const SERVER_SET: readonly PropertyServerField[] = [
  'id',
  'createdAt',
  'updatedAt',
  'listedAt',
  'priceHistory',
];
const bodyOf = (property: Property) =>
  Object.fromEntries(
    Object.entries(property).filter(([key]) => !SERVER_SET.includes(key as PropertyServerField)),
  );
const roundTrip = (property: Property) =>
  propertyInputFromForm(propertyFormFromProperty(property), property.images);

describe('property form values', () => {
  it('starts empty with the defaults the server would pick', () => {
    const input = propertyInputFromForm(emptyPropertyForm(), []);
    expect(input).toMatchObject({
      price: null,
      priceType: 'sale',
      priceQualifier: null,
      propertyType: 'residential',
      status: 'available',
      features: [],
      images: [],
      isHidden: false,
      isUnderOffer: false,
      councilTaxBand: null,
      tenure: null,
      epcCurrent: null,
    });
  });

  it('sends every field of the body, and reads every one back from a stored property', () => {
    const property = testProperty();
    expect(roundTrip(property)).toEqual(bodyOf(property));
  });

  it('reads back and sends every field of a commercial property with each one set', () => {
    const property = testProperty({
      propertyType: 'commercial',
      dwellingType: null,
      subType: 'office',
      priceType: 'rent',
      priceQualifier: 'guide',
      status: 'under_offer',
      pricePerSqFt: 21.5,
      investmentYield: 6.75,
      deposit: 4200,
      leaseYearsRemaining: 99,
      groundRent: 250,
      serviceCharge: 1200,
      virtualTourUrl: 'https://tours.example/1',
      floorPlanUrl: '/api/files/plan.pdf',
      tenure: 'leasehold',
      isHidden: true,
      isUnderOffer: true,
    });
    expect(roundTrip(property)).toEqual(bodyOf(property));
  });

  it('turns typed numbers into numbers and empty ones into null', () => {
    const input = propertyInputFromForm(
      filled({
        price: '250000',
        bedrooms: ' 3 ',
        bathrooms: '',
        area: '95.5',
        investmentYield: '6.25',
      }),
      [],
    );
    expect(input.price).toBe(250000);
    expect(input.bedrooms).toBe(3);
    expect(input.bathrooms).toBeNull();
    expect(input.area).toBe(95.5);
    expect(input.investmentYield).toBe(6.25);
    expect(input.pricePerSqFt).toBeNull();
  });

  it('trims the text and sends empty links as null', () => {
    const input = propertyInputFromForm(
      filled({ virtualTourUrl: '  ', brochureUrl: '/api/files/b.pdf' }),
      [],
    );
    expect(input.title).toBe('Barn conversion');
    expect(input.address).toBe('1 Mill Lane');
    expect(input.location).toBe('Diss');
    expect(input.virtualTourUrl).toBeNull();
    expect(input.brochureUrl).toBe('/api/files/b.pdf');
  });

  it("sends the qualifier 'none' as null and others as they are", () => {
    expect(propertyInputFromForm(filled({ priceQualifier: 'none' }), []).priceQualifier).toBeNull();
    expect(
      propertyInputFromForm(filled({ priceQualifier: 'offers_in_region_of' }), []).priceQualifier,
    ).toBe('offers_in_region_of');
  });

  it('keeps a stored qualifier the form does not normally offer', () => {
    const values = propertyFormFromProperty(testProperty({ priceQualifier: 'guide' }));
    expect(values.priceQualifier).toBe('guide');
    expect(qualifierChoices('guide')).toEqual([
      'none',
      'offers_in_excess_of',
      'offers_in_region_of',
      'guide',
    ]);
    expect(qualifierChoices('none')).toEqual([
      'none',
      'offers_in_excess_of',
      'offers_in_region_of',
    ]);
    expect(propertyInputFromForm(values, []).priceQualifier).toBe('guide');
  });

  it('offers under offer as a status only when it is the stored one', () => {
    expect(statusChoices('available')).toEqual(['available', 'sold', 'let']);
    expect(statusChoices('under_offer')).toEqual(['available', 'sold', 'let', 'under_offer']);
  });

  it('trims features and drops empty ones and repeats', () => {
    expect(cleanFeatures([' Garden ', 'garden', '', 'Off-road  parking', 'Garage'])).toEqual([
      'Garden',
      'Off-road parking',
      'Garage',
    ]);
    expect(propertyInputFromForm(filled({ features: ['Garden', ' Garden'] }), []).features).toEqual(
      ['Garden'],
    );
  });

  it('sends a sub-type only for commercial and a dwelling type only for homes', () => {
    const home = propertyInputFromForm(filled({ subType: 'office', dwellingType: 'Cottage' }), []);
    expect(home.subType).toBeNull();
    expect(home.dwellingType).toBe('Cottage');
    const shop = propertyInputFromForm(
      filled({ propertyType: 'commercial', subType: 'retail', dwellingType: 'Cottage' }),
      [],
    );
    expect(shop.subType).toBe('retail');
    expect(shop.dwellingType).toBeNull();
    expect(shop.propertyType).toBe('commercial');
  });

  it('round-trips a stored property, keeping toggles and images in order', () => {
    const property = testProperty({ isHidden: true, isUnderOffer: true, status: 'under_offer' });
    const input = propertyInputFromForm(propertyFormFromProperty(property), ['/b.jpg', '/a.jpg']);
    // Fields the server sets are not sent.
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      listedAt: _l,
      priceHistory: _p,
      ...expected
    } = property;
    expect(input).toEqual({ ...expected, images: ['/b.jpg', '/a.jpg'] });
  });

  it('reads a feed dwelling type stored as the property type as a residential home', () => {
    const values = propertyFormFromProperty(
      testProperty({ propertyType: 'Semi-Detached House', dwellingType: null }),
    );
    expect(values.propertyType).toBe('residential');
    expect(values.dwellingType).toBe('Semi-Detached House');
  });

  it('fills empty fields for missing stored values', () => {
    const values = propertyFormFromProperty(
      testProperty({ location: null, price: null, bedrooms: null }),
    );
    expect(values.location).toBe('');
    expect(values.price).toBe('');
    expect(values.bedrooms).toBe('');
  });
});

describe('FORM_FIELD_ORDER', () => {
  it('follows the screen, section by section, so the focus goes to the first message shown', () => {
    const before = (a: keyof PropertyFormValues, b: keyof PropertyFormValues) =>
      expect(FORM_FIELD_ORDER.indexOf(a)).toBeLessThan(FORM_FIELD_ORDER.indexOf(b));
    before('title', 'description');
    before('description', 'price');
    before('investmentYield', 'bedrooms');
    before('deposit', 'leaseYearsRemaining');
    before('epcPotential', 'features');
    before('features', 'rightmoveUrl');
    expect(FORM_FIELD_ORDER).toEqual(expect.arrayContaining(['status', 'tenure']));
    expect(FORM_FIELD_ORDER).not.toContain('images');
  });
});

describe('validatePropertyForm', () => {
  it('gives the property validation messages for the required fields', () => {
    expect(validatePropertyForm(emptyPropertyForm())).toEqual({
      title: 'Title is required',
      address: 'Address is required',
      location: 'Location is required',
    });
    expect(validatePropertyForm(filled({ title: '   ' })).title).toBe('Title is required');
  });

  it('accepts a complete form', () => {
    expect(
      validatePropertyForm(
        filled({ price: '0', bedrooms: '0', area: '10.5', investmentYield: '100' }),
      ),
    ).toEqual({});
  });

  it('refuses a negative or non-numeric price', () => {
    expect(validatePropertyForm(filled({ price: '-1' })).price).toBe('Price must be positive');
    expect(validatePropertyForm(filled({ price: 'abc' })).price).toBe('Price must be positive');
  });

  it('refuses negative counts and area, and fractional rooms', () => {
    const errors = validatePropertyForm(filled({ bedrooms: '-1', bathrooms: '1.5', area: '-3' }));
    expect(errors.bedrooms).toBe('Bedrooms must be 0 or more');
    expect(errors.bathrooms).toBe('Bathrooms must be a whole number');
    expect(errors.area).toBe('Area must be 0 or more');
  });

  it("mirrors the server's limits", () => {
    const errors = validatePropertyForm(
      filled({
        title: 'x'.repeat(201),
        investmentYield: '101',
        features: ['y'.repeat(121)],
        rightmoveUrl: 'rightmove',
      }),
    );
    expect(errors.title).toBe('Title must be 200 characters or fewer');
    expect(errors.investmentYield).toBe('Investment yield must be 100 or less');
    expect(errors.features).toBe('Each feature must be 120 characters or fewer');
    expect(errors.rightmoveUrl).toBe(
      'Enter a web address starting with https://, or a path on this site starting with /',
    );
    expect(
      validatePropertyForm(filled({ features: Array.from({ length: 41 }, (_, i) => `F${i}`) }))
        .features,
    ).toBe('At most 40 features');
  });
});
