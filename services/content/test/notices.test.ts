import request from 'supertest';
import { useTestService } from '@reedmere/service-kit/testing';
import { startServiceWithSmtp } from './support/service-with-smtp';
import { startTestService } from './support/test-service';
import { expectValidationFailure } from './support/validation';

const notice = {
  kind: 'sign-in-notice',
  to: 'Owner@Reedmere.example',
  subject: 'Repeated failed sign-ins to the admin account owner@reedmere.example',
  text: 'There have been 10 failed sign-ins.\n',
};

describe('POST /notices', () => {
  const service = useTestService(startTestService, { beforeEach: (s) => s.reset() });

  const api = () => request(service().url);

  it('queues the notice in the outbox, pending until sent', async () => {
    const created = await api().post('/notices').send(notice).expect(201);
    expect(created.body).toMatchObject({
      kind: 'sign-in-notice',
      enquiryId: null,
      to: 'owner@reedmere.example',
      replyTo: null,
      subject: notice.subject,
      text: notice.text,
      status: 'pending',
      attempts: 0,
    });
    const outbox = await api().get('/outbox').expect(200);
    expect(outbox.body).toEqual([created.body]);
  });

  it.each([
    ['staff-invitation', '/invitation'],
    ['password-reset', '/password-reset/new'],
  ])("keeps a %s's link out of the outbox it shows", async (kind, path) => {
    const created = await api()
      .post('/notices')
      .send({
        kind,
        to: 'sam@example.com',
        subject: "The agency's admin",
        text: `Choose your password at:\nhttps://agency.example${path}?token=s3cret-link\n`,
      })
      .expect(201);
    expect(created.body).toMatchObject({ kind, to: 'sam@example.com' });
    const outbox = await api().get('/outbox').expect(200);
    expect(JSON.stringify(outbox.body)).not.toContain('s3cret-link');
    expect(outbox.body[0].text).toContain(`${path}?token=removed`);
  });

  it('refuses a malformed notice with every problem, and queues nothing', async () => {
    const refused = await api()
      .post('/notices')
      .send({ kind: 'newsletter', to: 'not an address', subject: 'two\r\nBcc: x@y.z', text: '' });
    expectValidationFailure(refused, [
      {
        field: 'kind',
        message: 'kind must be one of sign-in-notice, staff-invitation, password-reset',
      },
      { field: 'to', message: 'to must be an email address' },
      { field: 'subject', message: 'subject must not contain line breaks or control characters' },
      { field: 'text', message: 'text is not allowed to be empty' },
    ]);
    expect((await api().get('/outbox')).body).toEqual([]);
  });
});

describe('POST /notices with SMTP configured', () => {
  const running = useTestService(startServiceWithSmtp);

  it('sends the notice to its addressee', async () => {
    const { service, smtp } = running();
    await request(service.url).post('/notices').send(notice).expect(201);
    await smtp.received(1);
    const [mail] = smtp.messages;
    expect(mail!.to).toEqual(['<owner@reedmere.example>']);
    // Long headers are folded onto continuation lines.
    expect(mail!.data.replace(/\r?\n\s+/g, ' ')).toContain(`Subject: ${notice.subject}`);
    expect(mail!.data).toContain('There have been 10 failed sign-ins.');
  });
});
