import { alertSignUpSchema } from './alert';
import { fieldErrors, VALIDATION_OPTIONS } from './common';

const check = (value: unknown) => {
  const { error, value: result } = alertSignUpSchema.validate(value, VALIDATION_OPTIONS);
  return error ? { errors: fieldErrors(error) } : { value: result as unknown };
};

describe('alertSignUpSchema', () => {
  it('normalises a sign-up: e-mail lower-case, spaces in the location collapsed, blanks as null', () => {
    expect(
      check({
        email: ' Ada@Example.COM ',
        category: 'residential',
        priceType: 'rent',
        location: '  Norwich   city centre ',
        minPrice: '',
        maxPrice: '1200',
        bedrooms: '',
        website: '',
      }),
    ).toEqual({
      value: {
        email: 'ada@example.com',
        category: 'residential',
        priceType: 'rent',
        location: 'Norwich city centre',
        minPrice: null,
        maxPrice: 1200,
        bedrooms: null,
        website: '',
      },
    });
  });

  it('refuses a location with a line break rather than joining its lines', () => {
    expect(
      check({
        email: 'ada@example.com',
        category: 'residential',
        priceType: 'rent',
        location: 'Norwich\r\nBcc: x@y.z',
      }),
    ).toEqual({
      errors: [
        {
          field: 'location',
          message: 'Location must not contain line breaks or control characters',
        },
      ],
    });
  });

  it('gives every search field its defaults', () => {
    expect(check({ email: 'a@b.example', category: 'commercial', priceType: 'sale' })).toEqual({
      value: {
        email: 'a@b.example',
        category: 'commercial',
        priceType: 'sale',
        location: null,
        minPrice: null,
        maxPrice: null,
        bedrooms: null,
      },
    });
  });

  it('compares the maximum with the minimum only when both are given', () => {
    const base = { email: 'a@b.example', category: 'residential', priceType: 'sale' };
    expect(check({ ...base, maxPrice: 0 })).toEqual({ value: expect.anything() });
    expect(check({ ...base, minPrice: 5, maxPrice: 5 })).toEqual({ value: expect.anything() });
    expect(check({ ...base, minPrice: 6, maxPrice: 5 })).toEqual({
      errors: [{ field: 'maxPrice', message: 'Maximum price must be at least the minimum price' }],
    });
    expect(check({ ...base, maxPrice: -1 })).toEqual({
      errors: [{ field: 'maxPrice', message: 'Maximum price must be 0 or more' }],
    });
  });
});
