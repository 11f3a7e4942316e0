import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AGENCY } from '@reedmere/agency';
import { silentLogger } from '@reedmere/service-kit';
import { closedPort, startSmtpTestServer, useTestService } from '@reedmere/service-kit/testing';
import { createSmtpMailer, type Mailer } from '../src/data-access/smtp-mailer';
import { createOutboxNotifier, defaultBackoffMs } from '../src/domain/outbox-notifier';
import { smtpSecrets } from '../src/domain/redact';
import { startTestService, validEnquiry, type TestService } from './support/test-service';
import { startServiceWithSmtp } from './support/service-with-smtp';

const outbox = async (service: TestService) => (await request(service.url).get('/outbox')).body;

describe('office notifications over SMTP', () => {
  describe('with a working mail server', () => {
    const running = useTestService(startServiceWithSmtp);

    it('sends the notification right after the enquiry and marks it sent', async () => {
      const { service, smtp } = running();
      const res = await request(service.url).post('/enquiries').send(validEnquiry);
      expect(res.status).toBe(201);
      await smtp.received(1);
      await service.services.notifier.idle();

      const [mail] = smtp.messages;
      expect(mail!.to).toEqual([`<${AGENCY.email}>`]);
      expect(mail!.from).toBe(`<${AGENCY.email}>`);
      expect(mail!.data).toContain('Subject: New enquiry: Residential Sales from Ada Lovelace');
      expect(mail!.data).toContain('Reply-To: ada@example.com');
      expect(mail!.data).toContain('First name: Ada');
      expect(mail!.data).toContain('Message:');

      const [item] = await outbox(service);
      expect(item).toMatchObject({
        enquiryId: res.body.id,
        status: 'sent',
        attempts: 1,
        lastError: null,
        nextAttemptAt: null,
        sentAt: expect.any(String),
      });
      // Nothing left to send: another run sends nothing twice.
      expect(await service.services.notifier.run()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.messages).toHaveLength(1);
    });
  });

  describe('with the mail server down', () => {
    let service: TestService;
    let port: number;
    beforeAll(async () => {
      port = await closedPort();
      service = await startTestService({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    });
    afterAll(() => service.stop());

    it('keeps the item pending with one attempt, the error and a later retry time', async () => {
      const before = Date.now();
      const res = await request(service.url).post('/enquiries').send(validEnquiry);
      expect(res.status).toBe(201);
      await service.services.notifier.idle();

      const [item] = await outbox(service);
      expect(item).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(item.lastError).toMatch(/ECONNREFUSED/);
      expect(Date.parse(item.nextAttemptAt)).toBeGreaterThanOrEqual(before + defaultBackoffMs(1));
      // Not due yet: a run now leaves it alone.
      expect(await service.services.notifier.run()).toEqual({ sent: 0, failed: 0 });
      expect((await outbox(service))[0].attempts).toBe(1);
      // The enquiry itself is safe whatever the mail server does.
      expect((await request(service.url).get('/enquiries')).body).toHaveLength(1);
    });
  });

  it('answers the enquiry at once even when the mail server never replies', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const service = await startTestService({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const started = Date.now();
      const res = await request(service.url).post('/enquiries').send(validEnquiry);
      expect(res.status).toBe(201);
      // Waiting for the mail server would take its 10 s greeting timeout at least.
      expect(Date.now() - started).toBeLessThan(5000);
      // The mail server finally turns the connection away: the item stays queued.
      while (sockets.size === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      for (const socket of sockets) socket.end('421 Service not available\r\n');
      await service.services.notifier.idle();
      expect((await outbox(service))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    } finally {
      await service.stop();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  describe('retries', () => {
    let service: TestService;
    let clock: Date;
    beforeAll(async () => {
      service = await startTestService();
    });
    afterAll(() => service.stop());
    beforeEach(async () => {
      await service.reset();
      // A little ahead of the real clock, so items queued by the test are due.
      clock = new Date(Date.now() + 60_000);
    });

    const notifier = (mailer: Mailer, secrets: string[] = []) =>
      createOutboxNotifier({
        outbox: service.services.outboxRepository,
        mailer,
        from: AGENCY.email,
        logger: silentLogger,
        now: () => clock,
        secrets,
      });
    const advance = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };

    it('sends a queued item once the mail server is back, losing nothing', async () => {
      await request(service.url).post('/enquiries').send(validEnquiry);
      const down = createSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`);
      expect(await notifier(down).run()).toEqual({ sent: 0, failed: 1 });
      expect((await outbox(service))[0]).toMatchObject({ status: 'pending', attempts: 1 });

      const smtp = await startSmtpTestServer();
      const up = createSmtpMailer(smtp.url);
      try {
        advance(defaultBackoffMs(1) - 1000);
        expect(await notifier(up).run()).toEqual({ sent: 0, failed: 0 });
        advance(1000);
        expect(await notifier(up).run()).toEqual({ sent: 1, failed: 0 });
        expect(smtp.messages).toHaveLength(1);
        expect((await outbox(service))[0]).toMatchObject({
          status: 'sent',
          attempts: 2,
          lastError: null,
        });
      } finally {
        up.close();
        await smtp.close();
      }
    });

    it('backs off between attempts and gives up as failed after ten', async () => {
      await request(service.url).post('/enquiries').send(validEnquiry);
      const password = 's3cret-Pa55';
      const failing: Mailer = {
        send: () => Promise.reject(new Error(`Invalid login for user:${password} at mail.example`)),
        close: () => {},
      };
      const run = notifier(failing, smtpSecrets(`smtp://user:${password}@mail.example:587`));
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect(await run.run()).toEqual({ sent: 0, failed: 1 });
        const [item] = await outbox(service);
        expect(item.attempts).toBe(attempt);
        expect(item.lastError).toBe('Invalid login for user:*** at mail.example');
        if (attempt < 10) {
          expect(item.status).toBe('pending');
          expect(Date.parse(item.nextAttemptAt) - clock.getTime()).toBe(defaultBackoffMs(attempt));
          advance(defaultBackoffMs(attempt));
        } else {
          expect(item.status).toBe('failed');
          expect(item.nextAttemptAt).toBeNull();
        }
      }
      advance(24 * 60 * 60_000);
      expect(await run.run()).toEqual({ sent: 0, failed: 0 });
      expect((await outbox(service))[0].attempts).toBe(10);
    });

    it('waits 1, 2, 4 ... minutes, never more than an hour', () => {
      expect([1, 2, 3, 7, 8, 20].map(defaultBackoffMs)).toEqual([
        60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
      ]);
    });

    it('leaves everything pending when no SMTP server is configured', async () => {
      await request(service.url).post('/enquiries').send(validEnquiry);
      expect(await service.services.notifier.run()).toEqual({ sent: 0, failed: 0 });
      expect((await outbox(service))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    });

    it('never sends one item twice when runs overlap', async () => {
      await request(service.url).post('/enquiries').send(validEnquiry);
      await request(service.url).post('/enquiries').send(validEnquiry);
      const sent: string[] = [];
      const slow: Mailer = {
        send: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          sent.push(message.text);
        },
        close: () => {},
      };
      const results = await Promise.all([notifier(slow).run(), notifier(slow).run()]);
      expect(results[0]!.sent + results[1]!.sent).toBe(2);
      expect(new Set(sent).size).toBe(2);
      expect((await outbox(service)).map((i: { status: string }) => i.status)).toEqual([
        'sent',
        'sent',
      ]);
    });
  });
});
