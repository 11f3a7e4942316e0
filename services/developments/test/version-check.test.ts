import { describeConditionalReplace, interleaved } from '@reedmere/service-kit/testing';
import { DEVELOPMENTS_COLLECTION, developmentModel } from '../src/data-access/development-model';
import { createDevelopmentRepository } from '../src/data-access/development-repository';
import { createDevelopmentUseCases } from '../src/domain/development-use-cases';
import { startTestService } from './support/test-service';

describeConditionalReplace({
  start: startTestService,
  path: '/developments',
  collection: DEVELOPMENTS_COLLECTION,
  record: 'development',
  notFound: 'Development not found',
  body: { title: 'Riverside Mill', location: 'Norwich', status: 'planning' },
  field: 'title',
  replaceMeanwhile(service, meanwhile) {
    const repository = createDevelopmentRepository(developmentModel(service.connection));
    const developments = createDevelopmentUseCases(interleaved(repository, 'update', meanwhile));
    return (id, body, expected) => developments.update(id, body, expected);
  },
});
