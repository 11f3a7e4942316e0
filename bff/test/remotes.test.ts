import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAME_ORIGIN_REGISTRY } from '@reedmere/contracts';
import { silentLogger, type LogFields, type Logger } from '@reedmere/service-kit';
import { createApp } from '../src/app';
import { createRemoteRegistrySource } from '../src/remote-registry';
import type { Surface } from '../src/site/surfaces';
import { listen } from './support/http';
import { startStack, type TestStack } from './support/stack';

describe('GET /api/remotes', () => {
  let stack: TestStack;
  const errors: LogFields[] = [];
  const logger: Logger = {
    info: () => {},
    warn: () => {},
    error: (msg, fields) => errors.push({ msg, ...fields }),
  };
  beforeAll(async () => {
    stack = await startStack({ logger });
  });
  afterAll(() => stack?.stop());

  // A distinct modification time each write, so the change is seen however coarse the clock.
  let tick = 1_700_000_000;
  const write = (text: string) => {
    writeFileSync(stack.remotesFile, text);
    tick += 10;
    utimesSync(stack.remotesFile, tick, tick);
  };
  const read = () => fetch(`${stack.url}/api/remotes`);

  it('serves the registry file, never cached', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ listings: '/remotes/listings/mf-manifest.json' });
  });

  it('re-reads the file when it changes', async () => {
    write(
      JSON.stringify({
        listings: '/remotes/listings-v2/mf-manifest.json',
        news: '/remotes/news/mf-manifest.json',
      }),
    );
    expect(await (await read()).json()).toEqual({
      listings: '/remotes/listings-v2/mf-manifest.json',
      news: '/remotes/news/mf-manifest.json',
    });
  });

  it('answers reads made together while the file is first read, none with nothing', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'registry-')), 'remotes.json');
    writeFileSync(file, JSON.stringify({ news: '/remotes/news/mf-manifest.json' }));
    const source = createRemoteRegistrySource(file, silentLogger);
    const answers = await Promise.all(Array.from({ length: 5 }, () => source.current()));
    expect(answers).toEqual(
      Array.from({ length: 5 }, () => ({ news: '/remotes/news/mf-manifest.json' })),
    );
    rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('keeps the last good version when the file is broken, and logs it', async () => {
    write('{ "listings": ');
    const response = await read();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      listings: '/remotes/listings-v2/mf-manifest.json',
    });
    expect(errors.some((e) => String(e.msg).includes('remote registry invalid'))).toBe(true);

    write(JSON.stringify({ listings: 42 }));
    expect(await (await read()).json()).toMatchObject({
      listings: '/remotes/listings-v2/mf-manifest.json',
    });

    // The admin remote is listed on the admin site only.
    write(
      JSON.stringify({
        admin: '/remotes/admin/mf-manifest.json',
        news: '/remotes/news/mf-manifest.json',
      }),
    );
    expect(await (await read()).json()).toEqual({ news: '/remotes/news/mf-manifest.json' });
    const onAdminSite = await fetch(`${stack.adminUrl}/api/remotes`);
    expect(await onAdminSite.json()).toEqual({ admin: '/remotes/admin/mf-manifest.json' });
  });

  it("serves every remote at its manifest on the site's own origin when no file is set", async () => {
    const site = (surface: Surface) =>
      listen(
        createApp({
          config: { ...stack.config, remotesFile: undefined },
          surface,
          logger: silentLogger,
          services: stack.clients,
        }),
      );
    const [publicSite, adminSite] = await Promise.all([site('public'), site('admin')]);
    try {
      const response = await fetch(`${publicSite.url}/api/remotes`);
      expect(response.status).toBe(200);
      const { admin, ...publicRemotes } = SAME_ORIGIN_REGISTRY;
      expect(await response.json()).toEqual(publicRemotes);
      const forAdmin = await fetch(`${adminSite.url}/api/remotes`);
      expect(await forAdmin.json()).toEqual({ admin });
    } finally {
      await Promise.all([publicSite.close(), adminSite.close()]);
    }
  });
});
