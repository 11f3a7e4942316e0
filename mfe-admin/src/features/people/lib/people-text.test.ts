import { withoutSecondFactorText } from './people-text';

describe('people text', () => {
  const person = (id: string, secondFactor: boolean) => ({ id, secondFactor });

  it('says how many people have no second factor yet, the signed-in owner among them', () => {
    expect(withoutSecondFactorText([person('u1', true), person('u2', true)], 'u1')).toBe(
      'Everyone has set one up.',
    );
    expect(withoutSecondFactorText([], 'u1')).toBe('Everyone has set one up.');
    expect(withoutSecondFactorText([person('u1', true), person('u2', false)], 'u1')).toBe(
      '1 person has not set one up yet.',
    );
    expect(withoutSecondFactorText([person('u1', false), person('u2', true)], 'u1')).toBe(
      'You have not set one up yet.',
    );
    expect(
      withoutSecondFactorText([person('u1', true), person('u2', false), person('u3', false)], 'u1'),
    ).toBe('2 people have not set one up yet.');
    expect(withoutSecondFactorText([person('u1', false), person('u2', false)], 'u1')).toBe(
      '2 people have not set one up yet, you among them.',
    );
  });
});
