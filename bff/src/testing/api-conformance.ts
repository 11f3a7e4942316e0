import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';
import { MULTI_SEGMENT } from '../api-document/operation';

/** What a test received for one request. */
export interface ReceivedAnswer {
  method: string;
  /** The request URL (absolute or a path with its query). */
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** `{ message, errors? }`, nothing else. */
const isErrorBody = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { message?: unknown }).message === 'string' &&
  Object.keys(body).every((key) => key === 'message' || key === 'errors');

/** The document's id among the checker's schemas. */
const DOCUMENT_ID = 'api-document';

/**
 * OpenAPI's own words, in the document and in its schemas: annotations for the schema compiler,
 * which refuses any other word it does not know (a misspelt keyword, an unknown format).
 */
const OPENAPI_WORDS = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
  'externalDocs',
  'discriminator',
  'xml',
  'example',
];

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeKey = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Where in the document these keys lead, as a reference ajv can resolve: a `$ref` met on the way
 * (a response kept in the components) is followed, since ajv follows one only within a schema.
 */
function schemaAt(document: object, keys: string[]): string {
  let pointer: string[] = [];
  let node: unknown = document;
  for (const key of keys) {
    const ref = (node as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      pointer = ref.slice(2).split('/').map(unescapeKey);
      node = pointer.reduce<unknown>(
        (at, part) => (at as Record<string, unknown>)?.[part],
        document,
      );
    }
    pointer = [...pointer, key];
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  return `${DOCUMENT_ID}#/${pointer.map((key) => encodeURIComponent(escapeKey(key))).join('/')}`;
}

function multiSegmentPrefixes(document: Document): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([template, item]) =>
    Object.values(item ?? {}).some(
      (operation) =>
        typeof operation === 'object' &&
        operation !== null &&
        'parameters' in operation &&
        (operation.parameters as { [MULTI_SEGMENT]?: boolean }[] | undefined)?.some(
          (parameter) => parameter[MULTI_SEGMENT],
        ),
    )
      ? [`/api${template.slice(0, template.indexOf('{'))}`.toLowerCase()]
      : [],
  );
}

/** Headers the document must name wherever an answer carries them. */
const DOCUMENTED_HEADERS = ['x-total-count', 'link', 'retry-after', 'location'];

/**
 * Checks answers of the API against its OpenAPI document: the operation exists, the status is
 * one it documents, a JSON body has the documented shape, and the list and retry headers are
 * documented. An unknown path may only answer the shared 404 error.
 */
export class ApiConformance {
  private readonly api: OpenAPIBackend;
  /** The path before each parameter that spans several segments: `/api/seo-pages/path/`. */
  private readonly multiSegmentPrefixes: string[];
  /** As written, with its `$ref`s. */
  private readonly document: object;
  /**
   * The document as one schema, as OpenAPI 3.1 reads it (JSON Schema 2020-12), its components
   * shared: each is compiled once for all the answers that contain it, not again inside every
   * operation's own copy of it.
   */
  private readonly ajv: Ajv2020;
  /** By operation and status: the check of a JSON body, compiled when first needed. */
  private readonly bodyChecks = new Map<string, ValidateFunction>();

  constructor(document: object) {
    this.multiSegmentPrefixes = multiSegmentPrefixes(document as Document);
    // The router only matches requests to operations; it reads a copy, which it resolves.
    this.api = new OpenAPIBackend({
      definition: structuredClone(document) as Document,
      apiRoot: '/api',
      validate: false,
      // The document is checked as OpenAPI 3.1 by its own test; this router knows only 3.0.
      quick: true,
    });
    this.document = document;
    this.ajv = new Ajv2020({
      // Nor are its schemas checked against JSON Schema's own here: that same test checks them.
      validateSchema: false,
      inlineRefs: false,
      // A value may be of several types (`["string", "null"]`), and a property named as well as
      // matched by a pattern.
      allowUnionTypes: true,
      allowMatchingProperties: true,
    });
    addFormats(this.ajv);
    this.ajv.addVocabulary(OPENAPI_WORDS);
    this.ajv.addSchema(document, DOCUMENT_ID);
  }

  async init(): Promise<this> {
    await this.api.init();
    return this;
  }

  /** The problems with one answer; none for an answer outside /api or one that conforms. */
  problems(answer: ReceivedAnswer): string[] {
    const url = new URL(answer.url, 'http://site.invalid');
    if (!/^\/api(?:\/|$)/i.test(url.pathname)) return [];
    // A HEAD is answered as its GET, without the body.
    const method = answer.method.toLowerCase() === 'head' ? 'get' : answer.method.toLowerCase();
    const label = `${answer.method.toUpperCase()} ${url.pathname} answered ${answer.status}`;
    // The router matches any case and a trailing slash, as Express does.
    const path = this.asOneSegment(url.pathname.toLowerCase().replace(/(.)\/+$/, '$1'));
    const operation = this.api.matchOperation({
      method,
      path,
      query: url.search.slice(1),
      headers: {},
    }) as Operation | undefined;
    if (!operation) {
      // Not an operation (a mistyped path, a method the path does not have): the shared 404.
      if (answer.status === 404 && isErrorBody(parsed(answer.body))) return [];
      return [`${label}: no operation of the document matches it`];
    }
    const documented = operation.responses?.[String(answer.status)] as
      { headers?: Record<string, unknown>; content?: Record<string, unknown> } | undefined;
    if (!documented)
      return [`${label}: the document does not list this status for ${operation.operationId}`];
    const problems: string[] = [];
    const documentedHeaders = Object.keys(documented.headers ?? {}).map((name) =>
      name.toLowerCase(),
    );
    for (const header of DOCUMENTED_HEADERS) {
      if (answer.headers.has(header) && !documentedHeaders.includes(header)) {
        problems.push(`${label}: header ${header} is not documented for ${operation.operationId}`);
      }
    }
    return [...problems, ...this.bodyProblems(label, answer, operation, documented.content)];
  }

  /** The rest of the path after a multi-segment prefix, as one segment, so the router matches. */
  private asOneSegment(pathname: string): string {
    const prefix = this.multiSegmentPrefixes.find((p) => pathname.startsWith(p));
    if (!prefix) return pathname;
    return prefix + encodeURIComponent(decodeURIComponent(pathname.slice(prefix.length)));
  }

  private bodyProblems(
    label: string,
    answer: ReceivedAnswer,
    operation: Operation,
    content: Record<string, unknown> | undefined,
  ): string[] {
    const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    // A redirect's body is a courtesy for old clients; what counts is its Location.
    if (answer.status >= 300 && answer.status < 400) return [];
    if (answer.method.toUpperCase() === 'HEAD' || answer.body === '') {
      return content && 'application/json' in content && answer.method.toUpperCase() !== 'HEAD'
        ? [`${label}: the document promises a JSON body, the answer has none`]
        : [];
    }
    if (type !== 'application/json') {
      return content && (type in content || 'application/octet-stream' in content)
        ? []
        : [`${label}: ${type || 'no content type'} is not documented`];
    }
    const body = parsed(answer.body);
    if (body === undefined) return [`${label}: the body is not JSON`];
    const documented = content?.['application/json'] as { schema?: unknown } | undefined;
    if (!documented) return [`${label}: application/json is not documented`];
    if (documented.schema === undefined) return [];
    const check = this.bodyCheck(operation, answer.status);
    if (check(body)) return [];
    return (check.errors ?? []).map(
      (error) =>
        `${label}: body${error.instancePath} ${error.message ?? 'is invalid'} (${JSON.stringify(error.params)})`,
    );
  }

  /** The check of a JSON body for this status of the operation, compiled once. */
  private bodyCheck(operation: Operation, status: number): ValidateFunction {
    const key = `${operation.operationId} ${status}`;
    let check = this.bodyChecks.get(key);
    if (!check) {
      const where = ['paths', operation.path, operation.method, 'responses', String(status)];
      check = this.ajv.compile({
        $ref: schemaAt(this.document, [...where, 'content', 'application/json', 'schema']),
      });
      this.bodyChecks.set(key, check);
    }
    return check;
  }
}

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The answers checked so far; `settle` gives their problems and starts a new round. */
export interface AnswerWatch {
  settle(): Promise<string[]>;
}

/**
 * Checks every answer from an /api path that this process's `fetch` receives against the
 * document `documentFor` gives for the answer's site. Preflights are not operations and are left
 * out; an answer the caller broke off (an aborted or slow body) has nothing to check.
 */
export function watchApiAnswers(
  documentFor: (origin: string, fetchAsSent: typeof fetch) => Promise<object>,
): AnswerWatch {
  const checkers = new Map<string, Promise<ApiConformance>>();
  const checks: Promise<string[]>[] = [];
  const fetchAsSent = globalThis.fetch;
  const checkerFor = (origin: string) => {
    let checker = checkers.get(origin);
    if (!checker) {
      checker = documentFor(origin, fetchAsSent).then((document) =>
        new ApiConformance(document).init(),
      );
      checkers.set(origin, checker);
    }
    return checker;
  };

  globalThis.fetch = async (input, init) => {
    const response = await fetchAsSent(input, init);
    const url = new URL(urlOf(input));
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    if (method !== 'OPTIONS' && /^\/api(?:\/|$)/i.test(url.pathname)) {
      const copy = response.clone();
      checks.push(
        copy.text().then(
          async (body) =>
            (await checkerFor(url.origin)).problems({
              method,
              url: url.href,
              status: response.status,
              headers: response.headers,
              body,
            }),
          () => [],
        ),
      );
    }
    return response;
  };

  return { settle: async () => (await Promise.all(checks.splice(0))).flat() };
}
