import { testAuditEvent } from '../testing/test-audit-event';
import { auditActorName, auditChangeText, auditTime, auditWhat, readableField } from './audit-text';

describe('audit texts', () => {
  it('reads the time on the London clock, summer time included', () => {
    expect(auditTime('2026-11-27T14:05:00.000Z')).toBe('27 Nov 2026, 14:05');
    // 23:30 UTC on 1 June is 00:30 on 2 June in British Summer Time.
    expect(auditTime('2026-06-01T23:30:00.000Z')).toBe('2 Jun 2026, 00:30');
  });

  it('names the person, or the e-mail typed for a failed sign-in', () => {
    expect(auditActorName({ id: 'u1', email: 'alex@reedmere.example', name: 'Alex Admin' })).toBe(
      'Alex Admin',
    );
    expect(auditActorName({ id: null, email: 'who@example.com', name: null })).toBe(
      'who@example.com',
    );
  });

  it('says what was done to what', () => {
    expect(auditWhat(testAuditEvent())).toBe('Changed Property: Mill House');
    expect(
      auditWhat(
        testAuditEvent({
          action: 'sign-in-failed',
          entity: { kind: 'account', id: null, label: null },
        }),
      ),
    ).toBe('Sign-in failed Staff account');
  });

  it.each([
    ['underOffer', 'Under offer'],
    ['isUnderOffer', 'Under offer'],
    ['isHidden', 'Hidden'],
    ['price', 'Price'],
    ['seoTitle', 'SEO title'],
    ['rightmoveUrl', 'Rightmove URL'],
    ['council_tax_band', 'Council tax band'],
  ])('reads the field %s as %s', (field, name) => {
    expect(readableField(field)).toBe(name);
  });

  it.each([
    [{ field: 'price', before: 250000, after: 245000 }, 'Price: £250,000 → £245,000'],
    [{ field: 'description' }, 'Description changed'],
    [{ field: 'isUnderOffer', before: false, after: true }, 'Under offer: No → Yes'],
    [{ field: 'status', before: 'available', after: 'sold' }, 'Status: available → sold'],
    [{ field: 'bedrooms', before: null, after: 3 }, 'Bedrooms: none → 3'],
    [{ field: 'area', before: 1250.5, after: '' }, 'Area: 1,250.5 → none'],
    [{ field: 'title', after: 'Mill House' }, 'Title: Mill House'],
    [{ field: 'title', before: 'Mill House' }, 'Title: was Mill House'],
  ])('writes the change %j as %s', (change, line) => {
    expect(auditChangeText(change)).toBe(line);
  });
});
