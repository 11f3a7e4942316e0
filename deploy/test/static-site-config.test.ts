// deploy/nginx/static-site.conf, which serves the shell and each remote: the manifest, the remote
// entry and index.html are revalidated on every use; content-hashed files are cached for a year.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/topology/workspaces';

const conf = readFileSync(path.join(REPO_ROOT, 'deploy/nginx/static-site.conf'), 'utf8');
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Location {
  match: string;
  body: string;
}

/** The `location` blocks (none is nested in this file). */
const locations: Location[] = [
  ...conf.matchAll(/location\s+((?:~\*?\s+|=\s+)?(?:"[^"]*"|[^\s{"]+))\s*\{([^}]*)\}/g),
].map((m) => ({
  match: m[1]!,
  body: m[2]!,
}));
const hashedLocation = locations.find((l) => l.body.includes(IMMUTABLE))!;
const hashed = new RegExp(/^~\*\s+"(.+)"$/.exec(hashedLocation.match)![1]!, 'i');

/** The locations that answer 404 whatever the file: dotfiles and the builds' Brotli copies. */
const REFUSED = ['~ /\\.', '~ \\.br$'];

/** What nginx answers for a file name: the regex location when it matches, else `/`. */
const cacheControl = (name: string): string | undefined => {
  const location = hashed.test(`/${name}`)
    ? hashedLocation
    : locations.find((l) => l.match === '/');
  return /add_header Cache-Control "([^"]+)"/.exec(location?.body ?? '')?.[1];
};

it('listens on 8080 (nginx-unprivileged) and lists no directories', () => {
  expect(conf).toMatch(/^\s*listen 8080;$/m);
  expect(conf).toMatch(/^\s*autoindex off;$/m);
  expect(conf).not.toMatch(/autoindex on/);
  expect(conf).toMatch(/^\s*server_tokens off;$/m);
  // try_files $uri matches files only, so a directory is a 404 rather than a listing or index.
  for (const location of locations.filter((l) => !REFUSED.includes(l.match))) {
    expect(location.body).toMatch(/try_files \$uri =404;/);
  }
});

it('uses the same hashed-name rule as the BFF', () => {
  const site = path.join(REPO_ROOT, 'bff/src/site');
  const sources = readdirSync(site)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(path.join(site, f), 'utf8'));
  const found = sources.map((text) => /const HASHED =\s*\/(.+)\/i;/.exec(text)?.[1]).find(Boolean);
  expect(hashed.source).toBe(found);
});

it.each([
  ['mf-manifest.json', 'no-cache'],
  ['remoteEntry.js', 'no-cache'],
  ['index.html', 'no-cache'],
  ['favicon.svg', 'no-cache'],
  ['mf-stats.json', 'no-cache'],
  ['main.77ac370a264190329f63.js', IMMUTABLE],
  ['__federation_expose_routes.9dca5ccedfa9d0c9109c.js', IMMUTABLE],
  ['1079.a39880c4108333307df8.js.map', IMMUTABLE],
  ['assets/hero.0123abcd.webp', IMMUTABLE],
  ['1079.a39880c4108333307df8.js.LICENSE.txt', 'no-cache'],
  ['main.1234567.js', 'no-cache'],
])('%s: %s', (name, expected) => {
  expect(cacheControl(name)).toBe(expected);
});

it('caches the real build outputs as the BFF would, where they are built', () => {
  for (const dir of [
    'shell',
    'mfe-listings',
    'mfe-developments',
    'mfe-news',
    'mfe-calculators',
    'mfe-admin',
  ]) {
    const dist = path.join(REPO_ROOT, dir, 'dist');
    if (!existsSync(dist)) continue;
    for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
      if (name.endsWith('.br')) continue;
      const bffHashed =
        /\.[0-9a-f]{8,}\.(?:m?js|css|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico)(?:\.map)?$/i.test(
          path.basename(name),
        );
      expect([name, cacheControl(name)]).toEqual([name, bffHashed ? IMMUTABLE : 'no-cache']);
    }
  }
});

it('never serves dotfiles', () => {
  expect(locations.find((l) => l.match === '~ /\\.')?.body).toMatch(/return 404;/);
});

it("never serves a build's Brotli copies under their own name", () => {
  expect(locations.find((l) => l.match === '~ \\.br$')?.body).toMatch(/return 404;/);
  // Before the hashed-file rule: nginx takes the first regex location that matches.
  expect(conf.indexOf('location ~ \\.br$')).toBeLessThan(conf.indexOf('location ~* "'));
});
