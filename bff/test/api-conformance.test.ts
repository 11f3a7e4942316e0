import { makeProperty } from '@reedmere/contracts/testing';
import { ApiConformance, type ReceivedAnswer } from '../src/testing/api-conformance';
import { readApiDocument } from './support/api-document-file';

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const PROPERTY_URL = '/api/properties/65a000000000000000000001';

/** An answer as a test's fetch would receive it. */
function answer(
  method: string,
  url: string,
  status: number,
  body: unknown,
  headers: Record<string, string> = JSON_TYPE,
): ReceivedAnswer {
  return {
    method,
    url,
    status,
    headers: new Headers(headers),
    body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
  };
}

// The checker every answer of the BFF's tests and the browser tests goes through: it must say
// when an answer strays from the document, or those tests would pass whatever the API answered.
describe('ApiConformance, against the API document', () => {
  let checker: ApiConformance;
  beforeAll(async () => {
    checker = await new ApiConformance(readApiDocument()).init();
  });

  it('finds nothing wrong with answers that have the documented shape', () => {
    expect(checker.problems(answer('GET', PROPERTY_URL, 200, makeProperty()))).toEqual([]);
    expect(checker.problems(answer('DELETE', PROPERTY_URL, 204, undefined, {}))).toEqual([]);
    // Outside the API nothing is checked.
    expect(checker.problems(answer('GET', '/residential', 418, 'teapot', {}))).toEqual([]);
  });

  it('names the field of a body whose type or format is not the documented one', () => {
    const problems = checker.problems(
      answer('GET', PROPERTY_URL, 200, { ...makeProperty(), price: 'a lot' }),
    );
    expect(problems).toEqual([expect.stringMatching(/^GET .* answered 200: body\/price must be/)]);
    expect(
      checker.problems(answer('GET', PROPERTY_URL, 200, { ...makeProperty(), createdAt: 'today' })),
    ).toEqual([expect.stringContaining('body/createdAt must match format "date-time"')]);
  });

  it('names a required field the body lacks', () => {
    const { title: _left, ...untitled } = makeProperty();
    expect(checker.problems(answer('GET', PROPERTY_URL, 200, untitled))).toEqual([
      expect.stringContaining("must have required property 'title'"),
    ]);
  });

  it('checks error bodies against the shared error shape', () => {
    expect(checker.problems(answer('GET', PROPERTY_URL, 404, { message: 'Not found' }))).toEqual(
      [],
    );
    expect(checker.problems(answer('GET', PROPERTY_URL, 404, { error: 'Not found' }))).toEqual([
      expect.stringContaining("must have required property 'message'"),
    ]);
  });

  it('refuses a status, a header or a content type the document does not list', () => {
    expect(checker.problems(answer('GET', PROPERTY_URL, 418, { message: 'No' }))).toEqual([
      expect.stringContaining('the document does not list this status for getPropertiesById'),
    ]);
    expect(
      checker.problems(
        answer('GET', PROPERTY_URL, 200, makeProperty(), { ...JSON_TYPE, 'x-total-count': '1' }),
      ),
    ).toEqual([expect.stringContaining('header x-total-count is not documented')]);
    expect(
      checker.problems(answer('GET', PROPERTY_URL, 200, 'a page', { 'content-type': 'text/html' })),
    ).toEqual([expect.stringContaining('text/html is not documented')]);
    expect(checker.problems(answer('DELETE', PROPERTY_URL, 204, { deleted: true }))).toEqual([
      expect.stringContaining('application/json is not documented'),
    ]);
  });

  it('refuses a JSON body that is missing or broken', () => {
    expect(checker.problems(answer('GET', PROPERTY_URL, 200, undefined))).toEqual([
      expect.stringContaining('the document promises a JSON body, the answer has none'),
    ]);
    expect(checker.problems(answer('GET', PROPERTY_URL, 200, '{"title":'))).toEqual([
      expect.stringContaining('the body is not JSON'),
    ]);
  });

  it('matches a path whose last parameter spans several segments as one operation', () => {
    const seoPage = '/api/seo-pages/path/residential/holt';
    expect(checker.problems(answer('GET', seoPage, 200, null))).toEqual([]);
    expect(checker.problems(answer('GET', seoPage, 404, { message: 'No' }))).toEqual([
      expect.stringContaining('does not list this status for getSeoPagesPathByKey'),
    ]);
  });

  it('lets an unknown API path answer only the shared 404', () => {
    expect(checker.problems(answer('GET', '/api/nothing-here', 404, { message: 'No' }))).toEqual(
      [],
    );
    expect(checker.problems(answer('GET', '/api/nothing-here', 200, {}))).toEqual([
      'GET /api/nothing-here answered 200: no operation of the document matches it',
    ]);
  });
});

describe('ApiConformance, against a document that keeps a response in its components', () => {
  const document = {
    openapi: '3.1.0',
    info: { title: 'Things', version: '1' },
    paths: {
      '/things/{id}': {
        get: {
          operationId: 'getThing',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { $ref: '#/components/responses/Thing' } },
        },
      },
    },
    components: {
      responses: {
        Thing: {
          description: 'A thing',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
        },
      },
      schemas: {
        Thing: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string' },
            tags: { type: 'array', prefixItems: [{ type: 'string' }], minItems: 1, items: false },
          },
        },
      },
    },
  };

  it('follows the reference to the response, and reads the schema as JSON Schema 2020-12', async () => {
    const checker = await new ApiConformance(document).init();
    expect(checker.problems(answer('GET', '/api/things/1', 200, { name: 'Kettle' }))).toEqual([]);
    expect(checker.problems(answer('GET', '/api/things/1', 200, {}))).toEqual([
      expect.stringContaining("must have required property 'name'"),
    ]);
    // `prefixItems` is 2020-12's: an older reader would let this through.
    expect(
      checker.problems(answer('GET', '/api/things/1', 200, { name: 'Kettle', tags: [1] })),
    ).toEqual([expect.stringContaining('body/tags/0 must be string')]);
  });
});
