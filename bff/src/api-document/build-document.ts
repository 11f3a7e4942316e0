import { DEVELOPMENT_SESSION_COOKIE, SESSION_COOKIE } from '../auth/auth-cookies';
import { BFF_VERSION } from './bff-version';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import {
  MULTI_SEGMENT,
  type ApiOperation,
  type ResponseHeader,
  type ResponseSpec,
} from './operation';
import { API_OPERATIONS } from './operations';
import { SESSION_TAG } from './operations/session';
import { INVALID, MALFORMED_TARGET, refusal } from './responses';
import { TAG_DESCRIPTIONS } from './tags';

export type OpenApiDocument = JsonSchema & { paths: Record<string, Record<string, JsonSchema>> };

const HEADERS: Record<ResponseHeader | 'ETag', JsonSchema> = {
  'X-Total-Count': {
    description: 'How many records match, on every page',
    schema: { type: 'integer', minimum: 0 },
  },
  Link: {
    description:
      'RFC 8288 links to the first, previous, next and last pages (a paged request only)',
    schema: { type: 'string' },
  },
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'string' } },
  'Set-Cookie': {
    description:
      'The sign-in cookies, set or cleared: the session, the known device, the sign-in between its password and its second step',
    schema: { type: 'string' },
  },
  Location: { description: 'Where the browser goes next', schema: { type: 'string' } },
  ETag: {
    description: 'Send it back in If-None-Match to get 304 while unchanged',
    schema: { type: 'string' },
  },
};

/** Signing in, the session and every staff operation answer on the admin site alone. */
const answersOnAdminSiteOnly = (operation: ApiOperation): boolean =>
  operation.admin === true || operation.tag === SESSION_TAG;

const ON_PUBLIC_SITE = refusal(
  'Asked of the public site: signing in and staff operations answer on the admin site only',
);

/** An operation's own 404 and the public site's are one status: the document names both. */
function withPublicSiteNotFound(
  operation: ApiOperation,
  responses: Record<number, ResponseSpec>,
): Record<number, ResponseSpec> {
  const own = operation.responses[404];
  if (!own || !answersOnAdminSiteOnly(operation)) return responses;
  return {
    ...responses,
    404: {
      ...own,
      description: `${own.description}; or ${ON_PUBLIC_SITE.description.toLowerCase()}`,
    },
  };
}

/** The statuses any operation of its kind may answer, besides its own. */
function commonResponses(operation: ApiOperation): Record<number, ResponseSpec> {
  const common: Record<number, ResponseSpec> = {};
  const takesInput = operation.query || operation.body || operation.multipart || operation.params;
  common[400] = takesInput ? INVALID[400] : MALFORMED_TARGET;
  if (operation.body || operation.multipart) {
    common[408] = refusal('The body took too long to arrive');
    common[413] = refusal('The body is too large');
  }
  if (operation.multipart)
    common[415] = refusal('Not multipart/form-data, or a file type not accepted');
  if (operation.admin) {
    common[401] = refusal('Not signed in, or the session has ended');
    common[403] = refusal(
      operation.method === 'get'
        ? "The signed-in person's role or divisions do not allow it (the message says what is missing)"
        : "Sent from another site, or the signed-in person's role or divisions do not allow it",
    );
  }
  if (answersOnAdminSiteOnly(operation)) common[404] = ON_PUBLIC_SITE;
  common[500] = refusal('Something went wrong on our side');
  if (!operation.local) {
    common[502] = refusal('A service behind this call failed');
    common[503] = {
      ...refusal('A service behind this call is unavailable; try again shortly'),
      headers: ['Retry-After'],
    };
  }
  return common;
}

/** A path parameter's name in the document: the router's, unless the operation renames it. */
const documentedName = (operation: ApiOperation, name: string): string =>
  operation.paramNamesInDocument?.[name] ?? name;

/** `/properties/:id` -> `/properties/{id}`; a catch-all `*key` is one parameter too. */
const openApiPath = (operation: ApiOperation): string =>
  operation.path.replace(
    /[:*]([A-Za-z_]\w*)/g,
    (_match, name: string) => `{${documentedName(operation, name)}}`,
  );

const words = (path: string) =>
  path
    .split(/[/\-.]/)
    .filter(Boolean)
    .map((word) => (/^[:*]/.test(word) ? `By-${word.slice(1)}` : word))
    .flatMap((word) => word.split('-'))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));

const operationId = (operation: ApiOperation) => operation.method + words(operation.path).join('');

function parameters(operation: ApiOperation, components: Map<string, JsonSchema>): JsonSchema[] {
  const inPath = Object.entries(operation.params ?? {}).map(([name, description]) => ({
    name: documentedName(operation, name),
    in: 'path',
    required: true,
    description,
    schema: { type: 'string' },
    // A catch-all takes the rest of the path, slashes and all (OpenAPI has no word for it).
    ...(operation.path.includes(`*${name}`) ? { [MULTI_SEGMENT]: true } : {}),
  }));
  const query = operation.query ? jsonSchemaOf(operation.query, components) : undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query?.properties as Record<string, JsonSchema>) ?? {}).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }),
  );
  const conditional = operation.conditional
    ? [{ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } }]
    : [];
  return [...inPath, ...inQuery, ...conditional];
}

function requestBody(operation: ApiOperation, components: Map<string, JsonSchema>) {
  if (operation.body) {
    const schema = jsonSchemaOf(operation.body, components);
    return {
      required: true,
      content: {
        'application/json': { schema },
        ...(operation.form ? { 'application/x-www-form-urlencoded': { schema } } : {}),
      },
    };
  }
  if (operation.multipart) {
    const text = operation.multipart.text
      ? jsonSchemaOf(operation.multipart.text, components)
      : { properties: {}, required: [] };
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    const files = Object.entries(operation.multipart.files);
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              ...(text.properties as object),
              ...Object.fromEntries(
                files.map(([name, count]) => [
                  name,
                  count === 'one' ? file : { type: 'array', items: file },
                ]),
              ),
            },
            required: [...((text.required as string[]) ?? []), ...files.map(([name]) => name)],
          },
        },
      },
    };
  }
  return undefined;
}

function response(
  operation: ApiOperation,
  status: number,
  spec: ResponseSpec,
  components: Map<string, JsonSchema>,
): JsonSchema {
  const content: Record<string, JsonSchema> = {};
  if (spec.json) content['application/json'] = { schema: jsonSchemaOf(spec.json, components) };
  for (const media of [spec.media ?? []].flat()) content[media] = {};
  // A form post is answered with the page again (HTML) when it is refused.
  if (operation.form && status >= 400) content['text/html'] = {};
  const headers = [
    ...(spec.headers ?? []),
    ...(operation.conditional && status === 200 ? ['ETag' as const] : []),
  ];
  return {
    description: spec.description,
    ...(headers.length
      ? { headers: Object.fromEntries(headers.map((name) => [name, HEADERS[name]])) }
      : {}),
    ...(Object.keys(content).length ? { content } : {}),
  };
}

const DESCRIPTION = `The API of the Reedmere Estates website: the listings, projects, news and page settings the site shows, the enquiry and property alert forms, and the admin panel's management of them.

- **Errors** share one body: \`{ "message": "...", "errors": [{ "field": "...", "message": "..." }] }\`, \`errors\` only for invalid input.
- **Lists** take \`page\` (from 1) and \`limit\` (up to 50); the answer carries \`X-Total-Count\` and, for a paged request, a \`Link\` header. Without either, the whole list.
- **Public reads** carry a strong \`ETag\` and answer \`If-None-Match\` with 304.
- **Admin operations** answer on the admin site only (its own origin: \`ADMIN_ORIGIN\`, in development the BFF's \`ADMIN_PORT\`), as do signing in and out; the public site answers them 404. They need the session cookie that \`POST /api/login\` sets there (httpOnly, SameSite=Strict); a write must come from the admin site's own origin. They are never readable from another origin.
- **Other origins** may read the public operations when the site allows them (\`CORS_ORIGINS\`).`;

/** The OpenAPI 3.1 document of the BFF's API, built from the schemas the BFF validates with. */
export function buildApiDocument(version: string = BFF_VERSION): OpenApiDocument {
  const components = new Map<string, JsonSchema>();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of API_OPERATIONS) {
    const responses = withPublicSiteNotFound(operation, {
      ...commonResponses(operation),
      ...operation.responses,
    });
    const body = requestBody(operation, components);
    const params = parameters(operation, components);
    (paths[openApiPath(operation)] ??= {})[operation.method] = {
      operationId: operationId(operation),
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      // A public operation says so: no security requirement, rather than none stated.
      security: operation.admin ? [{ session: [] }] : [],
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: Object.fromEntries(
        Object.entries(responses)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([status, spec]) => [status, response(operation, Number(status), spec, components)]),
      ),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Reedmere Estates API',
      version,
      description: DESCRIPTION,
      // UNLICENSED: not licensed to anyone outside the agency. SPDX names no such license, so
      // the identifier is a LicenseRef of the project's own.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api' }],
    tags: [...new Set(API_OPERATIONS.map((operation) => operation.tag))].map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name],
    })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `Set by POST /api/login (or its second step); sent by the browser with every request of the site. Over plain http outside production it is named ${DEVELOPMENT_SESSION_COOKIE}.`,
        },
      },
      schemas: Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}
