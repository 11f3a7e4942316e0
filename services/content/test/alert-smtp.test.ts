import { useTestService } from '@reedmere/service-kit/testing';
import { homesInNorwich, linkToken, ORIGIN } from './support/alert-helpers';
import { startAlertMailStack } from './support/alert-mail-stack';
import { listing } from './support/listings-test-server';
import { parseMail } from './support/mail-parts';

describe('property alert e-mails over SMTP', () => {
  const stack = useTestService(startAlertMailStack);

  const oneClickHeaders = (token: string) => ({
    'list-unsubscribe': `<${ORIGIN}/alerts/unsubscribe?token=${token}>`,
    'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
  });

  it('sends the confirmation, then the alert: text and HTML, links, one-click headers, escaped HTML', async () => {
    const { smtp, listings, service, api } = stack();
    const search = { ...homesInNorwich, location: 'Holt & <Cley>' };
    expect((await api.signUp(search)).status).toBe(202);
    await smtp.received(1);
    await service.services.notifier.idle();

    const confirmation = smtp.messages[0]!;
    expect(confirmation.to).toEqual(['<ada@example.com>']);
    const first = parseMail(confirmation.data);
    expect(first.headers.to).toBe('ada@example.com');
    expect(first.headers.subject).toBe(
      'Confirm your property alert: Homes for sale in Holt & <Cley>, £200,000–£350,000, 3+ bedrooms',
    );
    expect(first.headers['content-type']).toMatch(/^multipart\/alternative/);
    const confirm = linkToken(first.text, 'confirm');
    const unsubscribe = linkToken(first.text, 'unsubscribe');
    expect(first.text).toContain(`${ORIGIN}/alerts/confirm?token=${confirm}`);
    expect(first.html).toContain(`href="${ORIGIN}/alerts/confirm?token=${confirm}"`);
    expect(first.html).toContain(`href="${ORIGIN}/alerts/unsubscribe?token=${unsubscribe}"`);
    expect(first.text).toContain('Homes for sale in Holt & <Cley>');
    expect(first.html).toContain('Homes for sale in Holt &amp; &lt;Cley&gt;');
    expect(first.html).not.toContain('<Cley>');
    expect(first.headers).toMatchObject(oneClickHeaders(unsubscribe));
    expect((await api.outbox())[0]).toMatchObject({ status: 'sent' });

    expect((await api.confirm(confirm)).status).toBe(200);
    const [alert] = await api.list();
    const since = new Date(alert!.createdAt);
    const title = '<script>alert("x")</script> & Sons';
    const home = listing({
      title,
      location: 'Holt & <Cley>',
      price: 325000,
      images: ['https://cdn.example.com/photo.jpg?size=large&crop=1'],
      listedAt: new Date(since.getTime() + 1).toISOString(),
    });
    listings.listings = [home];
    // The run's clock is the real one here: its e-mail is due at once for the notifier.
    expect((await service.services.alerts.digest(new Date())).sent).toBe(1);
    await smtp.received(2);
    await service.services.notifier.idle();

    const message = smtp.messages[1]!;
    expect(message.to).toEqual(['<ada@example.com>']);
    const alertMail = parseMail(message.data);
    expect(alertMail.headers.subject).toBe(
      'A property for your alert: Homes for sale in Holt & <Cley>, £200,000–£350,000, 3+ bedrooms',
    );
    const link = `${ORIGIN}/property/${home.id}`;
    expect(alertMail.text).toContain(title);
    expect(alertMail.text).toContain(link);
    expect(alertMail.text).toContain('Photo: https://cdn.example.com/photo.jpg?size=large&crop=1');
    expect(alertMail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons',
    );
    expect(alertMail.html).not.toMatch(/<script/i);
    expect(alertMail.html).toContain(`href="${link}"`);
    expect(alertMail.html).toContain(
      'src="https://cdn.example.com/photo.jpg?size=large&amp;crop=1"',
    );
    // A link of its own, in the body and in the headers alike, that works.
    const alertUnsubscribe = linkToken(alertMail.text, 'unsubscribe');
    expect(alertUnsubscribe).not.toBe(unsubscribe);
    expect(alertMail.html).toContain(
      `href="${ORIGIN}/alerts/unsubscribe?token=${alertUnsubscribe}"`,
    );
    expect(alertMail.headers).toMatchObject(oneClickHeaders(alertUnsubscribe));
    expect((await api.unsubscribe(alertUnsubscribe)).status).toBe(200);
    expect(await api.list()).toEqual([]);
  });
});
