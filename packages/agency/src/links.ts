import type { PostalAddress } from './agency';

/**
 * `tel:` link in international form, so it dials correctly from a phone abroad:
 * '01632 960100' -> 'tel:+441632960100', '+44 7700 900123' -> 'tel:+447700900123'.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) throw new Error(`Not a phone number: "${phone}"`);
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  // A UK national number drops its trunk 0 after the +44 country code.
  if (digits.startsWith('0')) return `tel:+44${digits.slice(1)}`;
  return `tel:+44${digits}`;
}

/** `mailto:` link, with an optional subject (encoded so spaces and '&' survive). */
export function mailtoHref(email: string, subject?: string): string {
  const base = `mailto:${email}`;
  return subject ? `${base}?subject=${encodeURIComponent(subject)}` : base;
}

/** WhatsApp click-to-chat link (wa.me wants the number as digits only, no '+'). */
export function whatsappHref(number: string): string {
  return `https://wa.me/${telHref(number).slice('tel:+'.length)}`;
}

/** One-line address, as the contact block and the legal pages print it. */
export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.town}, ${address.postcode}`;
}
