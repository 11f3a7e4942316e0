import { describeConditionalReplace, interleaved } from '@reedmere/service-kit/testing';
import { ARTICLES_COLLECTION, articleModel } from '../src/data-access/article-model';
import { createArticleRepository } from '../src/data-access/article-repository';
import { createArticleUseCases } from '../src/domain/article-use-cases';
import { startTestService } from './support/test-service';

describeConditionalReplace({
  start: startTestService,
  path: '/articles',
  readPath: (id) => `/articles/by-id/${id}`,
  collection: ARTICLES_COLLECTION,
  record: 'article',
  notFound: 'Article not found',
  body: { title: 'Spring market', slug: 'spring-market', content: '<p>Steady.</p>' },
  field: 'title',
  replaceMeanwhile(service, meanwhile) {
    const repository = createArticleRepository(articleModel(service.connection));
    const articles = createArticleUseCases(interleaved(repository, 'update', meanwhile));
    return (id, body, expected) => articles.update(id, body, expected);
  },
});
