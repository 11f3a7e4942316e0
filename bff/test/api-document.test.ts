import { execFileSync } from 'node:child_process';
import type { Express, Router } from 'express';
import { buildApiDocument, type OpenApiDocument } from '../src/api-document/build-document';
import { createApp } from '../src/app';
import { API_OPERATIONS } from '../src/api-document/operations';
import { REFERENCE_PAGE_CSP } from '../src/routes/api-reference';
import type { Surface } from '../src/site/surfaces';
import { caller } from './support/client';
import { useStackWithAdmin } from './support/use-stack';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string;
}

/** Every `METHOD path` the router serves under `prefix`, its sub-routers included. */
function routesOf(stack: Layer[], prefix: string): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      return Object.keys(layer.route.methods)
        .filter((method) => method !== '_all')
        .map((method) => `${method.toUpperCase()} ${prefix}${layer.route!.path}`);
    }
    if (!layer.handle.stack) return [];
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return routesOf(layer.handle.stack, prefix + mount);
  });
}

const apiRoutesOf = (app: Express) =>
  routesOf((app as unknown as { router: Router & { stack: Layer[] } }).router.stack, '')
    .filter((route) => / \/api\//.test(route))
    .map((route) => route.replace(' /api/', ' /'));

describe('the OpenAPI document', () => {
  let document: OpenApiDocument;
  beforeAll(() => {
    document = buildApiDocument('test');
  });

  it('validates as OpenAPI 3.1', () => {
    // The validator is an ES module, which this test runner cannot load: it runs in a child.
    const script = `
      import { Validator } from '@seriousme/openapi-schema-validator';
      let text = '';
      for await (const chunk of process.stdin) text += chunk;
      const result = await new Validator().validate(JSON.parse(text));
      process.stdout.write(JSON.stringify({ valid: result.valid, version: new Validator().version, errors: result.errors }));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      input: JSON.stringify(document),
      cwd: __dirname,
    });
    const result = JSON.parse(output.toString()) as { valid: boolean; errors?: unknown };
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('gives every operation a unique id, admin ones the session scheme, public ones none', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const admin = document.paths['/admin/properties']!.get!;
    expect(admin.security).toEqual([{ session: [] }]);
    expect(Object.keys(admin.responses as object)).toEqual(expect.arrayContaining(['200', '401']));
    expect(document.paths['/properties']!.get!.security).toEqual([]);
  });

  it('describes the records once, from the schemas the BFF validates with', () => {
    const schemas = (document.components as { schemas: Record<string, { required?: string[] }> })
      .schemas;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'Property',
        'Development',
        'NewsArticle',
        'SeoPage',
        'Enquiry',
        'Error',
      ]),
    );
    // The property's input field rules are the joi schema's: the price type's values, for one.
    const property = schemas.Property as { properties: Record<string, { enum?: unknown[] }> };
    expect(property.properties.priceType!.enum).toEqual(['sale', 'rent']);
    expect(schemas.Property!.required).toEqual(
      expect.arrayContaining(['id', 'priceHistory', 'createdAt']),
    );
    const list = document.paths['/properties']!.get!.responses as Record<
      string,
      { headers?: object }
    >;
    expect(Object.keys(list['200']!.headers ?? {})).toEqual(
      expect.arrayContaining(['X-Total-Count', 'Link', 'ETag']),
    );
  });
});

describe('the API and its document', () => {
  const { stack, admin } = useStackWithAdmin();

  /** The routes one of the two sites serves under /api. */
  const routesOfSite = (surface: Surface) =>
    apiRoutesOf(createApp({ config: stack().config, surface, services: stack().clients }));

  it('lists exactly the routes the BFF serves under /api, on one site or the other', () => {
    const served = [...new Set([...routesOfSite('public'), ...routesOfSite('admin')])].sort();
    const documented = API_OPERATIONS.map(
      (operation) => `${operation.method.toUpperCase()} ${operation.path}`,
    ).sort();
    expect(served.length).toBeGreaterThan(40);
    expect(documented).toEqual(served);
  });

  it('answers every documented path (none falls through to "No route")', async () => {
    const sample: Record<string, string> = {
      id: '5f0000000000000000000000',
      slug: 'no-such-article',
      key: 'residential',
      name: 'no-such-file.jpg',
      asset: 'swagger-ui.css',
    };
    // Each asked of the site that serves it: the admin site, but for the visitors' forms.
    const onAdminSite = new Set(routesOfSite('admin'));
    const visitor = caller(stack().url);
    for (const operation of API_OPERATIONS) {
      const path = operation.path.replace(/[:*](\w+)/g, (_m, name: string) => sample[name]!);
      const route = `${operation.method.toUpperCase()} ${operation.path}`;
      const site = onAdminSite.has(route) ? admin() : visitor;
      const response = await site.fetch(`/api${path}`, {
        method: operation.method.toUpperCase(),
        ...(operation.method === 'get' || operation.method === 'delete' ? {} : { json: {} }),
      });
      const body = await response.text();
      expect(`${operation.method} ${path} ${response.status} ${body.slice(0, 80)}`).not.toMatch(
        /No route for/,
      );
    }
  });

  it('serves the document at /api/openapi.json', async () => {
    const response = await fetch(`${stack().url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const served = (await response.json()) as OpenApiDocument;
    expect(served.paths).toEqual(buildApiDocument('test').paths);
  });

  it('serves the reference page and its viewer from the site itself, under a strict CSP', async () => {
    const page = await fetch(`${stack().url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(REFERENCE_PAGE_CSP);
    expect(REFERENCE_PAGE_CSP).toContain("script-src 'self'");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const src of [
      ...scripts,
      ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!),
    ]) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      const asset = await fetch(`${stack().url}${src}`);
      expect(asset.status).toBe(200);
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('refuses any other file under /api/docs with the JSON 404', async () => {
    for (const name of ['package.json', 'index.html', '..%2Fpackage.json']) {
      const response = await fetch(`${stack().url}/api/docs/${name}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No such file' });
    }
  });
});
