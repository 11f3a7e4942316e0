import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { useTestService } from '@reedmere/service-kit/testing';
import { IDENTITY_DEFAULT_PORT } from '../src/config';
import { createApp } from '../src/entry-points/create-app';
import { DEFAULT_IDENTITY_CONFIG } from './support/default-config';
import {
  createUser,
  startTestService,
  startTestServiceWithUser,
  ADDRESS,
} from './support/test-service';

const PASSWORD = 'correct horse battery';

describe('sessions', () => {
  const service = useTestService(startTestServiceWithUser);

  const signIn = async (email = 'admin@reedmere.test', password = PASSWORD) => {
    const response = await service()
      .http()
      .post('/login')
      .send({ email, password, address: ADDRESS })
      .expect(200);
    return response.body as { sessionId: string; expiresAt: string; user: { id: string } };
  };
  const sessions = () => service().connection.collection('sessions');

  it('GET /sessions/current answers the user and expiry of a live session', async () => {
    const { sessionId, expiresAt, user } = await signIn();
    const response = await service()
      .http()
      .get('/sessions/current')
      .set('x-session-id', sessionId)
      .expect(200);
    expect(response.body).toEqual({
      user: {
        id: user.id,
        email: 'admin@reedmere.test',
        name: 'Alex Admin',
        role: 'owner',
        divisions: [],
      },
      expiresAt,
    });
  });

  it('stores only the SHA-256 of the session id', async () => {
    const { sessionId } = await signIn();
    const tokenHash = createHash('sha256').update(sessionId).digest('hex');
    const stored = await sessions().findOne({ tokenHash });
    expect(stored).not.toBeNull();
    expect(JSON.stringify(stored)).not.toContain(sessionId);
  });

  it('answers 404 for an unknown or malformed session id', async () => {
    const unknown = await service()
      .http()
      .get('/sessions/current')
      .set('x-session-id', randomBytes(32).toString('hex'))
      .expect(404);
    expect(unknown.body).toEqual({ message: 'Session not found', reason: 'ended' });
    await service()
      .http()
      .get('/sessions/current')
      .set('x-session-id', 'not-a-session')
      .expect(404);
    await service().http().get('/sessions/current').set('x-session-id', 'Z'.repeat(64)).expect(404);
  });

  it('DELETE /sessions/current ends the session and can be repeated', async () => {
    const { sessionId } = await signIn();
    const response = await service()
      .http()
      .delete('/sessions/current')
      .set('x-session-id', sessionId)
      .expect(204);
    expect(response.text).toBe('');
    await service().http().get('/sessions/current').set('x-session-id', sessionId).expect(404);
    await service().http().delete('/sessions/current').set('x-session-id', sessionId).expect(204);
    await service().http().delete('/sessions/current').set('x-session-id', 'malformed').expect(204);
  });

  it('ending one session leaves the user’s other sessions alive', async () => {
    const first = await signIn();
    const second = await signIn();
    await service()
      .http()
      .delete('/sessions/current')
      .set('x-session-id', first.sessionId)
      .expect(204);
    await service()
      .http()
      .get('/sessions/current')
      .set('x-session-id', second.sessionId)
      .expect(200);
  });

  it('an expired session is not live, even before the TTL monitor removes it', async () => {
    const { sessionId } = await signIn();
    const tokenHash = createHash('sha256').update(sessionId).digest('hex');
    await sessions().updateOne({ tokenHash }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await service().http().get('/sessions/current').set('x-session-id', sessionId).expect(404);
  });

  it('a session dies with its user', async () => {
    await createUser(service(), {
      email: 'leaver@reedmere.test',
      password: 'another long passphrase',
      name: 'Leaver',
    });
    const { sessionId } = await signIn('leaver@reedmere.test', 'another long passphrase');
    await service()
      .connection.collection('admin_users')
      .deleteOne({ email: 'leaver@reedmere.test' });
    await service().http().get('/sessions/current').set('x-session-id', sessionId).expect(404);
  });

  it('keeps the session id out of the request log: it travels in a header', async () => {
    const { sessionId } = await signIn();
    const lines: Record<string, unknown>[] = [];
    let logged: () => void = () => {};
    const logger = {
      info: (msg: string, fields?: Record<string, unknown>) => {
        if (msg !== 'request') return;
        lines.push({ msg, ...fields });
        logged();
      },
      warn: () => {},
      error: () => {},
    };
    const app = await createApp({
      config: {
        ...DEFAULT_IDENTITY_CONFIG,
        port: IDENTITY_DEFAULT_PORT,
        host: '127.0.0.1',
        mongodbUri: service().uri,
        callerTokens: undefined,
        staffKey: undefined,
        production: false,
      },
      connection: service().connection,
      logger,
    });
    const both = new Promise<void>((resolve) => {
      logged = () => {
        if (lines.length === 2) resolve();
      };
    });
    await request(app).get('/sessions/current').set('x-session-id', sessionId).expect(200);
    await request(app).delete('/sessions/current').set('x-session-id', sessionId).expect(204);
    await both;
    expect(lines.map((line) => line.path)).toEqual(['/sessions/current', '/sessions/current']);
    expect(JSON.stringify(lines)).not.toContain(sessionId);
  });

  it('follows the configured lifetime', async () => {
    const server = await service().restart({ sessionLifetimeMs: 60_000 });
    const before = Date.now();
    const response = await request(server)
      .post('/login')
      .send({ email: 'admin@reedmere.test', password: PASSWORD, address: ADDRESS })
      .expect(200);
    const lifetime = Date.parse(response.body.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(59_000);
    expect(lifetime).toBeLessThanOrEqual(65_000);
  });

  it('has TTL indexes so the database removes expired sessions and attempts', async () => {
    const sessionIndexes = await sessions().indexes();
    expect(sessionIndexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }),
        expect.objectContaining({ key: { tokenHash: 1 }, unique: true }),
      ]),
    );
    const attemptIndexes = await service().connection.collection('login_attempts').indexes();
    expect(attemptIndexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }),
      ]),
    );
  });
});

describe('expiry by the database', () => {
  it('removes expired sessions and attempts through the TTL indexes', async () => {
    const service = await startTestService({}, { ttlIntervalMs: 100 });
    try {
      await createUser(service);
      await service
        .http()
        .post('/login')
        .send({ email: 'admin@reedmere.test', password: PASSWORD, address: ADDRESS })
        .expect(200);
      await service
        .http()
        .post('/login')
        .send({ email: 'admin@reedmere.test', password: 'wrong one', address: ADDRESS })
        .expect(401);
      const past = { $set: { expiresAt: new Date(Date.now() - 1000) } };
      await service.connection.collection('sessions').updateMany({}, past);
      await service.connection.collection('login_attempts').updateMany({}, past);
      const left = () =>
        Promise.all(
          ['sessions', 'login_attempts'].map((name) =>
            service.connection.collection(name).countDocuments({}),
          ),
        );
      // The sweep runs every 100 ms; a busy machine may run it late, never skip it.
      const deadline = Date.now() + 5000;
      while ((await left()).some((count) => count > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await left()).toEqual([0, 0]);
    } finally {
      await service.stop();
    }
  });
});
