import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { Connection } from 'mongoose';
import { createServiceApp } from './create-service-app';
import { requireServiceToken, type CallerTokens } from './service-token';

const CALLERS: CallerTokens = [
  { name: 'bff', token: 'the-bff-token-0123456789' },
  { name: 'content', token: 'the-content-token-01234' },
];

async function serve(callers: CallerTokens | undefined): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use(requireServiceToken(callers));
  app.get('/who', (_req, res) => res.json({ caller: res.locals.caller ?? null }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const who = async (url: string, token?: string) => {
  const response = await fetch(`${url}/who`, {
    headers: token === undefined ? {} : { 'x-service-token': token },
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('requireServiceToken with two callers', () => {
  let url: string;
  let server: Server;
  beforeAll(async () => ({ url, server } = await serve(CALLERS)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers each caller with its own token, naming it', async () => {
    expect(await who(url, 'the-bff-token-0123456789')).toEqual({
      status: 200,
      body: { caller: 'bff' },
    });
    expect(await who(url, 'the-content-token-01234')).toEqual({
      status: 200,
      body: { caller: 'content' },
    });
  });

  it('refuses no token, an unknown one, a caller’s name, or a token that only starts right', async () => {
    for (const token of [
      undefined,
      '',
      'the-seed-token-0123456789',
      'bff',
      'the-bff-token-01234567',
    ]) {
      expect(await who(url, token)).toEqual({ status: 403, body: { message: 'Forbidden' } });
    }
  });
});

describe('requireServiceToken without callers', () => {
  it('answers every caller, naming none', async () => {
    for (const callers of [undefined, []]) {
      const { url, server } = await serve(callers);
      try {
        expect(await who(url)).toEqual({ status: 200, body: { caller: null } });
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    }
  });
});

describe('the request log of a service with callers', () => {
  it('names the caller whose token was presented', async () => {
    let logged: (line: Record<string, unknown>) => void = () => {};
    const logger = {
      info: (msg: string, fields?: Record<string, unknown>) => {
        if (msg === 'request') logged({ msg, ...fields });
      },
      warn: () => {},
      error: () => {},
    };
    const app = createServiceApp({
      name: 'test',
      connection: {} as Connection,
      logger,
      callerTokens: CALLERS,
      routes: (router) => router.get('/who', (_req, res) => res.json({})),
    });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const first = new Promise<Record<string, unknown>>((resolve) => (logged = resolve));
      await who(url, 'the-content-token-01234');
      expect(await first).toMatchObject({ msg: 'request', status: 200, caller: 'content' });
      const second = new Promise<Record<string, unknown>>((resolve) => (logged = resolve));
      await who(url, 'not-a-token-of-anyone-here');
      const refused = await second;
      expect(refused).toMatchObject({ msg: 'request', status: 403 });
      expect(refused.caller).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
