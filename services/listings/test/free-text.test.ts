import { useTestService } from '@reedmere/service-kit/testing';
import { createProperty, propertyBody, startTestService } from './support/test-service';

const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });
const api = () => service().http();

const count = () => service().connection.collection('properties').countDocuments();

const BREAKS = ['\r\n', '\n', '\u2028', '\u0000', '\u202e'];

describe('control characters in a property', () => {
  it.each([
    ['title', 'Title'],
    ['address', 'Address'],
    ['location', 'Location'],
  ])(
    '%s: a line break or control character is 400 naming the field, and nothing is stored',
    async (field, label) => {
      for (const character of BREAKS) {
        const res = await api()
          .post('/properties')
          .send(propertyBody({ [field]: `Elm${character}Hill` }));
        expect([character, res.status, res.body.errors]).toEqual([
          character,
          400,
          [{ field, message: `${label} must not contain line breaks or control characters` }],
        ]);
      }
      expect(await count()).toBe(0);
    },
  );

  it('a feature with a line break is refused; a description keeps its lines', async () => {
    const feature = await api()
      .post('/properties')
      .send(propertyBody({ features: ['Garden\nBcc: x'] }));
    expect(feature.status).toBe(400);
    expect(await count()).toBe(0);
    const described = await api()
      .post('/properties')
      .send(propertyBody({ description: '<p>One</p>\n<p>Two</p>' }));
    expect(described.status).toBe(201);
  });

  it('an update is checked the same way and leaves the record as it was', async () => {
    const created = await createProperty(service(), { title: 'Flint cottage' });
    const res = await api()
      .put(`/properties/${created.id}`)
      .send(propertyBody({ title: 'Flint\rcottage' }));
    expect(res.status).toBe(400);
    expect((await api().get(`/properties/${created.id}`)).body.title).toBe('Flint cottage');
  });
});
