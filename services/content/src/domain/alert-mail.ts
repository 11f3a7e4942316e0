import { AGENCY } from '@reedmere/agency';
import { describeAlertSearch, type AlertSearch } from '@reedmere/contracts';
import { escapeHtml } from '@reedmere/service-kit';
import type { AlertListing } from '../data-access/listings-client';
import type { NewAlertMail } from '../data-access/outbox-repository';
import { formatPounds, searchPagePath, type ListingNews } from './alert-search';
import { propertyLink } from './enquiry-notification';

/** Listings named in one alert e-mail at most; the rest are a link to the search's page. */
export const MAX_LISTINGS_PER_ALERT = 20;

/** Header values are one line. */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** A site path on the public origin when it is known (else the path, as office notices do). */
const siteUrl = (path: string, publicOrigin?: string): string => `${publicOrigin ?? ''}${path}`;

export const confirmUrl = (token: string, publicOrigin?: string): string =>
  siteUrl(`/alerts/confirm?token=${encodeURIComponent(token)}`, publicOrigin);

export const unsubscribeUrl = (token: string, publicOrigin?: string): string =>
  siteUrl(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`, publicOrigin);

/**
 * RFC 2369 and RFC 8058 one-click unsubscribe. A mail client needs an absolute URL, so without
 * PUBLIC_ORIGIN (development) the headers are left out and the link in the body remains.
 */
function unsubscribeHeaders(url: string): Record<string, string> {
  if (!/^https?:\/\//.test(url)) return {};
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const PRICE_QUALIFIERS: Record<string, string> = {
  oieo: 'Offers in excess of',
  offers_in_excess_of: 'Offers in excess of',
  oiro: 'Offers in the region of',
  offers_in_region_of: 'Offers in the region of',
  guide: 'Guide price',
  from: 'From',
};

/** The price as the site words it, with 'pcm' after a rent. */
export function priceText(listing: AlertListing): string {
  if (listing.priceQualifier === 'poa') return 'Price on application';
  const rent = listing.priceType === 'rent';
  const { price } = listing;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
    return rent ? 'Rent on Request' : 'Price on Request';
  }
  const amount = formatPounds(price) + (rent ? ' pcm' : '');
  const qualifier = listing.priceQualifier ? PRICE_QUALIFIERS[listing.priceQualifier] : undefined;
  return qualifier ? `${qualifier} ${amount}` : amount;
}

/** The main photo as an absolute http(s) URL, or null. */
function photoUrl(listing: AlertListing, publicOrigin?: string): string | null {
  const first = Array.isArray(listing.images) ? listing.images[0] : undefined;
  if (typeof first !== 'string' || first === '') return null;
  const url =
    first.startsWith('/') && !first.startsWith('//') ? siteUrl(first, publicOrigin) : first;
  return /^https?:\/\//.test(url) ? url : null;
}

const newsText = (news: ListingNews, listing: AlertListing): string =>
  news.kind === 'new'
    ? 'New listing'
    : `Reduced from ${formatPounds(news.from)}${listing.priceType === 'rent' ? ' pcm' : ''}`;

const agencyLines = [AGENCY.name, AGENCY.email];

/** The page frame every alert e-mail shares; `body` is already escaped HTML. */
function htmlPage(title: string, body: string, unsubscribe: string, reason: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:24px;background:#f3f5f7;font-family:Arial,Helvetica,sans-serif;color:#1c2430">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:14px;color:#4a5668">${escapeHtml(AGENCY.name)}</p>
${body}
<hr style="border:0;border-top:1px solid #d9dee5;margin:24px 0">
<p style="font-size:13px;color:#4a5668">${escapeHtml(reason)}</p>
<p style="font-size:13px"><a href="${escapeHtml(unsubscribe)}" style="color:#1d5fd0">Unsubscribe from this alert</a></p>
<p style="font-size:13px;color:#4a5668">${agencyLines.map(escapeHtml).join('<br>')}</p>
</div>
</body>
</html>
`;
}

export interface ConfirmationMailInput {
  alertId: string;
  email: string;
  search: AlertSearch;
  confirmToken: string;
  unsubscribeToken: string;
  publicOrigin?: string;
}

/** The one e-mail a sign-up sends: the link that confirms the alert. */
export function confirmationMail(input: ConfirmationMailInput): NewAlertMail {
  const description = describeAlertSearch(input.search);
  const confirm = confirmUrl(input.confirmToken, input.publicOrigin);
  const unsubscribe = unsubscribeUrl(input.unsubscribeToken, input.publicOrigin);
  const reason =
    'Someone, probably you, asked for this alert on our website. If it was not you, ignore this ' +
    'e-mail: nothing is sent until the alert is confirmed, and the request is deleted after 7 days.';
  const text = [
    `Please confirm your property alert from ${AGENCY.name}:`,
    '',
    `  ${description}`,
    '',
    'Confirm it here:',
    confirm,
    '',
    'Once it is confirmed we e-mail you at most once a day, when a listing that matches comes on ' +
      'the market or drops in price.',
    '',
    reason,
    '',
    `Unsubscribe: ${unsubscribe}`,
    '',
    ...agencyLines,
    '',
  ].join('\n');
  const body = `<h1 style="font-size:20px;margin:0 0 12px">Please confirm your property alert</h1>
<p style="font-size:16px;margin:0 0 16px"><strong>${escapeHtml(description)}</strong></p>
<p style="margin:0 0 24px"><a href="${escapeHtml(confirm)}" style="display:inline-block;padding:12px 20px;background:#14365f;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Confirm my alert</a></p>
<p style="font-size:14px">Once it is confirmed we e-mail you at most once a day, when a listing that matches comes on the market or drops in price.</p>`;
  return {
    kind: 'alert-confirmation',
    alertId: input.alertId,
    to: input.email,
    subject: oneLine(`Confirm your property alert: ${description}`),
    text,
    html: htmlPage('Confirm your property alert', body, unsubscribe, reason),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

export interface AlertMailInput {
  alertId: string;
  email: string;
  search: AlertSearch;
  matches: Array<{ listing: AlertListing; news: ListingNews }>;
  unsubscribeToken: string;
  publicOrigin?: string;
}

/** One e-mail naming every listing that matched since the last one (at most 20, then a link). */
export function alertMail(input: AlertMailInput): NewAlertMail {
  const description = describeAlertSearch(input.search);
  const unsubscribe = unsubscribeUrl(input.unsubscribeToken, input.publicOrigin);
  const shown = input.matches.slice(0, MAX_LISTINGS_PER_ALERT);
  const more = input.matches.length - shown.length;
  const searchPage = siteUrl(searchPagePath(input.search), input.publicOrigin);
  const count = input.matches.length;
  const heading = count === 1 ? 'A property for your alert' : `${count} properties for your alert`;
  const reason = `You are receiving this because you asked for alerts from ${AGENCY.name} for: ${description}.`;

  const items = shown.map(({ listing, news }) => {
    const link = propertyLink(String(listing.id), input.publicOrigin);
    return {
      title: oneLine(String(listing.title ?? '')),
      price: priceText(listing),
      news: newsText(news, listing),
      photo: photoUrl(listing, input.publicOrigin),
      link,
    };
  });

  const text = [
    `${heading}: ${description}`,
    '',
    ...items.flatMap((item) => [
      item.title,
      `${item.price} - ${item.news}`,
      ...(item.photo ? [`Photo: ${item.photo}`] : []),
      item.link,
      '',
    ]),
    ...(more > 0 ? [`And ${more} more: ${searchPage}`, ''] : []),
    reason,
    `Unsubscribe: ${unsubscribe}`,
    '',
    ...agencyLines,
    '',
  ].join('\n');

  const cards = items
    .map(
      (item) => `<div style="margin:0 0 20px">
${
  item.photo
    ? `<a href="${escapeHtml(item.link)}"><img src="${escapeHtml(item.photo)}" alt="${escapeHtml(item.title)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border-radius:6px"></a>`
    : ''
}
<h2 style="font-size:17px;margin:8px 0 4px"><a href="${escapeHtml(item.link)}" style="color:#14365f">${escapeHtml(item.title)}</a></h2>
<p style="margin:0;font-size:15px"><strong>${escapeHtml(item.price)}</strong> &middot; ${escapeHtml(item.news)}</p>
</div>`,
    )
    .join('\n');
  const body = `<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(heading)}</h1>
<p style="font-size:15px;margin:0 0 20px;color:#4a5668">${escapeHtml(description)}</p>
${cards}
${
  more > 0
    ? `<p><a href="${escapeHtml(searchPage)}" style="color:#1d5fd0">And ${more} more on our website</a></p>`
    : ''
}`;

  return {
    kind: 'property-alert',
    alertId: input.alertId,
    to: input.email,
    subject: oneLine(`${heading}: ${description}`),
    text,
    html: htmlPage(heading, body, unsubscribe, reason),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
