import { describeConditionalReplace, interleaved } from '@reedmere/service-kit/testing';
import { createPropertyRepository } from '../src/data-access/property-repository';
import { createPropertyUseCases } from '../src/domain/property-use-cases';
import { createProperty, propertyBody, startTestService } from './support/test-service';

const service = describeConditionalReplace({
  start: startTestService,
  path: '/properties',
  readPath: (id) => `/properties/${id}?includeHidden=true`,
  collection: 'properties',
  record: 'property',
  notFound: 'Property not found',
  body: propertyBody(),
  // The title: the price and visibility stay as they were, so the version alone tells saves apart.
  field: 'title',
  replaceMeanwhile(running, meanwhile) {
    const repository = interleaved(
      createPropertyRepository(running.connection),
      'writeIf',
      meanwhile,
    );
    const properties = createPropertyUseCases(repository);
    return (id, body, expected) => properties.update(id, body, expected);
  },
});

describe('PUT /properties/:id with If-Match, changing the price', () => {
  it('records the price change, as an unconditional replacement does', async () => {
    const listing = await createProperty(service());
    const res = await service()
      .http()
      .put(`/properties/${listing.id}`)
      .set('If-Match', `"${String(listing.updatedAt)}"`)
      .send(propertyBody({ price: 300000 }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price: 300000, priceHistory: [{ to: 300000 }] });
  });
});
