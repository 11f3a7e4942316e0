import { makeAlertSearch } from '@reedmere/contracts/testing';
import request from 'supertest';
import type { TestService } from './test-service';

export const ORIGIN = 'https://www.reedmere.example';

/** The search of the sign-up below, as the service stores it. */
export const norwichHomesSearch = makeAlertSearch({
  location: 'Norwich',
  minPrice: 200000,
  maxPrice: 350000,
  bedrooms: 3,
});

export const homesInNorwich = { email: 'Ada@Example.com', ...norwichHomesSearch };

export interface OutboxJson {
  id: string;
  kind: string;
  alertId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  status: string;
}

export interface AlertJson {
  id: string;
  email: string;
  description: string;
  confirmed: boolean;
  confirmedAt: string | null;
  lastSentAt: string | null;
  createdAt: string;
}

/** Calls to the service as the BFF makes them (with the token when the service has one). */
export function alertApi(service: TestService, token?: string) {
  const http = () => request(service.url);
  const auth = <T extends { set(name: string, value: string): T }>(req: T): T =>
    token ? req.set('x-service-token', token) : req;
  return {
    signUp: (body: object) => auth(http().post('/alerts')).send(body),
    confirm: (token: unknown) => auth(http().post('/alerts/confirm')).send({ token }),
    unsubscribe: (token: unknown) => auth(http().post('/alerts/unsubscribe')).send({ token }),
    lookUp: (purpose: string, token: unknown) =>
      auth(http().post('/alerts/lookup')).send({ purpose, token }),
    remove: (id: string) => auth(http().delete(`/alerts/${id}`)),
    async list(): Promise<AlertJson[]> {
      return (await auth(http().get('/alerts'))).body as AlertJson[];
    },
    /** The outbox as the admin reads it (links without their tokens). */
    async outbox(kind?: string): Promise<OutboxJson[]> {
      const items = (await auth(http().get('/outbox'))).body as OutboxJson[];
      return kind ? items.filter((item) => item.kind === kind) : items;
    },
    /**
     * The messages as stored, newest first: one not sent yet still holds its links, as the mail
     * server will receive them (the tests that run no mail server read the links here).
     */
    queued: (kind?: string): Promise<OutboxJson[]> => storedMail(service, kind),
  };
}

/** The outbox collection read directly, in the shape the API answers. */
export async function storedMail(service: TestService, kind?: string): Promise<OutboxJson[]> {
  const rows = await service.connection
    .collection('outbox')
    .find(kind ? { kind } : {})
    .sort({ createdAt: -1, _id: -1 })
    .toArray();
  return rows.map((row) => ({
    id: String(row._id),
    kind: row.kind as string,
    alertId: row.alertId ? String(row.alertId) : null,
    to: row.to as string,
    subject: row.subject as string,
    text: row.text as string,
    html: row.html as string | null,
    headers: row.headers as Record<string, string> | null,
    status: row.status as string,
  }));
}

/** The token of the first link to `/alerts/<action>` in a text. */
export function linkToken(text: string, action: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`/alerts/${action}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${action} link in: ${text}`);
  return match[1]!;
}

/** Signs up and confirms through the API; answers the subscription as the admin list has it. */
export async function confirmedSubscription(
  service: TestService,
  body: object = homesInNorwich,
  token?: string,
): Promise<AlertJson & { since: Date }> {
  const api = alertApi(service, token);
  const before = new Set((await api.queued('alert-confirmation')).map((item) => item.id));
  expect((await api.signUp(body)).status).toBe(202);
  const mail = (await api.queued('alert-confirmation')).find((item) => !before.has(item.id));
  if (!mail) throw new Error('no confirmation e-mail was queued');
  expect((await api.confirm(linkToken(mail.text, 'confirm'))).status).toBe(200);
  const alert = (await api.list()).find((item) => item.id === mail.alertId)!;
  return { ...alert, since: new Date(alert.createdAt) };
}
