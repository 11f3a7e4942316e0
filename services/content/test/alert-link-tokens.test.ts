import request from 'supertest';
import type { Mailer } from '../src/data-access/smtp-mailer';
import { ALERT_SUBSCRIPTIONS_COLLECTION } from '../src/data-access/alert-subscription-model';
import { createOutboxNotifier } from '../src/domain/outbox-notifier';
import { createApp } from '../src/entry-points/create-app';
import { silentLogger } from '@reedmere/service-kit';
import { useTestService } from '@reedmere/service-kit/testing';
import { alertApi, homesInNorwich, linkToken, ORIGIN, storedMail } from './support/alert-helpers';
import { startAlertMailStack } from './support/alert-mail-stack';
import { listing } from './support/listings-test-server';
import { parseMail } from './support/mail-parts';
import { startTestService, type TestService } from './support/test-service';

/** Every document of a collection, as one text to look for a token in. */
const collectionText = async (service: TestService, name: string) =>
  JSON.stringify(await service.connection.collection(name).find().toArray());

const TOKEN_LINK = /\/alerts\/(?:confirm|unsubscribe)\?token=([A-Za-z0-9_-]+)/g;
/** The tokens of every confirm and unsubscribe link in a text. */
const tokensIn = (text: string) => [...text.matchAll(TOKEN_LINK)].map((match) => match[1]!);
/** The different tokens of the links in a text. */
const distinctTokens = (text: string) => [...new Set(tokensIn(text))];

describe('alert link tokens once the e-mail is sent', () => {
  const stack = useTestService(startAlertMailStack);

  /** The next message the mail server receives, once the service has recorded it sent. */
  const nextMail = async () => {
    const { smtp, service } = stack();
    const count = smtp.messages.length + 1;
    await smtp.received(count);
    await service.services.notifier.idle();
    return parseMail(smtp.messages[count - 1]!.data);
  };

  it('keeps no token anywhere once sent, and the links in the e-mail still work', async () => {
    const { listings, service, api } = stack();
    expect((await api.signUp(homesInNorwich)).status).toBe(202);
    const confirmation = await nextMail();
    const confirm = linkToken(confirmation.text, 'confirm');
    const unsubscribe = linkToken(confirmation.text, 'unsubscribe');
    const tokens = [confirm, unsubscribe];

    // The stored message is what was sent, without the links' tokens.
    const [stored] = await storedMail(service, 'alert-confirmation');
    expect(stored!.status).toBe('sent');
    expect(stored!.text).toContain(`${ORIGIN}/alerts/confirm?token=removed`);
    expect(stored!.html).toContain(`href="${ORIGIN}/alerts/unsubscribe?token=removed"`);
    expect(stored!.headers!['List-Unsubscribe']).toBe(
      `<${ORIGIN}/alerts/unsubscribe?token=removed>`,
    );
    for (const name of ['outbox', ALERT_SUBSCRIPTIONS_COLLECTION]) {
      const text = await collectionText(service, name);
      for (const token of tokens) expect(text).not.toContain(token);
    }
    const admin = JSON.stringify((await request(service.url).get('/outbox')).body);
    for (const token of tokens) expect(admin).not.toContain(token);

    // The links of the e-mail itself work as before.
    expect((await api.lookUp('confirm', confirm)).status).toBe(200);
    expect((await api.confirm(confirm)).status).toBe(200);

    const [alert] = await api.list();
    listings.listings = [
      listing({ listedAt: new Date(new Date(alert!.createdAt).getTime() + 1).toISOString() }),
    ];
    expect((await service.services.alerts.digest(new Date())).sent).toBe(1);
    const alertMail = await nextMail();
    const alertUnsubscribe = linkToken(alertMail.text, 'unsubscribe');
    expect(await collectionText(service, 'outbox')).not.toContain(alertUnsubscribe);
    const [sentAlert] = await storedMail(service, 'property-alert');
    expect(distinctTokens(`${sentAlert!.text}${sentAlert!.html}`)).toEqual(['removed']);
    expect((await api.unsubscribe(alertUnsubscribe)).status).toBe(200);
    expect(await api.list()).toEqual([]);
  });
});

describe('alert link tokens before the e-mail is sent', () => {
  let service: TestService;
  let api: ReturnType<typeof alertApi>;
  beforeAll(async () => {
    // No SMTP_URL: the confirmation stays pending, holding its links for the mail server.
    service = await startTestService({ env: { PUBLIC_ORIGIN: ORIGIN } });
    api = alertApi(service);
  });
  afterAll(() => service.stop());
  beforeEach(() => service.reset());

  it('never shows a token in the outbox the admin reads, while the message keeps it to be sent', async () => {
    expect((await api.signUp(homesInNorwich)).status).toBe(202);
    const [queued] = await api.queued('alert-confirmation');
    const tokens = tokensIn(queued!.text);
    expect(tokens).toHaveLength(2);

    const [shown] = await api.outbox('alert-confirmation');
    expect(shown).toMatchObject({ status: 'pending', alertId: queued!.alertId });
    expect(shown!.text).toContain(`${ORIGIN}/alerts/confirm?token=removed`);
    expect(shown!.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/alerts/unsubscribe?token=removed>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const answer = JSON.stringify(await api.outbox());
    for (const token of tokens) expect(answer).not.toContain(token);
    // The subscription holds hashes only.
    const subscriptions = await collectionText(service, ALERT_SUBSCRIPTIONS_COLLECTION);
    for (const token of tokens) expect(subscriptions).not.toContain(token);
  });

  it('drops the tokens of a message given up after its last attempt', async () => {
    expect((await api.signUp(homesInNorwich)).status).toBe(202);
    const refusing: Mailer = {
      send: () => Promise.reject(new Error('550 mailbox unavailable')),
      close: () => {},
    };
    const notifier = createOutboxNotifier({
      outbox: service.services.outboxRepository,
      mailer: refusing,
      from: 'office@example.com',
      logger: silentLogger,
      maxAttempts: 1,
    });
    expect(await notifier.run()).toEqual({ sent: 0, failed: 1 });
    const [failed] = await storedMail(service, 'alert-confirmation');
    expect(failed!.status).toBe('failed');
    expect(distinctTokens(`${failed!.text}${failed!.html}`)).toEqual(['removed']);
    expect(failed!.headers!['List-Unsubscribe']).toBe(
      `<${ORIGIN}/alerts/unsubscribe?token=removed>`,
    );
  });

  it('on start, removes the tokens of messages sent before bodies were cleaned, and keeps pending ones', async () => {
    const token = 'x'.repeat(43);
    const link = `${ORIGIN}/alerts/confirm?token=${token}`;
    const legacy = (status: string) => ({
      kind: 'alert-confirmation',
      enquiryId: null,
      alertId: null,
      to: 'ada@example.com',
      replyTo: null,
      subject: 'Confirm your property alert',
      text: `Confirm it here:\n${link}\n`,
      html: `<a href="${link}">Confirm</a>`,
      headers: { 'List-Unsubscribe': `<${ORIGIN}/alerts/unsubscribe?token=${token}>` },
      status,
      attempts: status === 'pending' ? 0 : 1,
      lastError: null,
      nextAttemptAt: null,
      sentAt: status === 'sent' ? new Date() : null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const outbox = service.connection.collection('outbox');
    await outbox.insertMany([legacy('sent'), legacy('failed'), legacy('pending')]);

    // What the service does on every start.
    await createApp(service.context);

    const byStatus = Object.fromEntries(
      (await storedMail(service)).map((mail) => [mail.status, mail]),
    );
    for (const status of ['sent', 'failed']) {
      const mail = byStatus[status]!;
      expect(mail.text).toBe(`Confirm it here:\n${ORIGIN}/alerts/confirm?token=removed\n`);
      expect(mail.html).toBe(`<a href="${ORIGIN}/alerts/confirm?token=removed">Confirm</a>`);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${ORIGIN}/alerts/unsubscribe?token=removed>`,
      });
    }
    // A message still to be sent keeps its link (its e-mail must work), but is never shown.
    expect(byStatus.pending!.text).toContain(link);
    expect(JSON.stringify(await api.outbox())).not.toContain(token);
  });
});
