/**
 * The link schemes a brochure has reason to hold, in lower case: web, mail and telephone. Any
 * other (`javascript:`, `file:`, `data:`, `ms-msdt:`, `smb:`, a drive letter...) may run a script
 * or open something on the reader's own machine, and is refused.
 */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * How a reader uses an address: as a link's target (`/URI` of a URI action), or as the base
 * (`/Base` of the document's `/URI` dictionary) that a target without a scheme of its own is
 * joined to. Some readers join them by simply writing one after the other, so a base of
 * `javascript` and a target of `:alert(1)` make a `javascript:` link.
 */
export type LinkUse = 'target' | 'base';

/** Control characters: browsers drop tab and line ends anywhere, older readers drop the rest. */
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
/** White space before the address (no-break space and byte order mark included) is dropped. */
const isLeadingSpace = (char: string) => /[\s\u00a0\ufeff]/.test(char);
/** A scheme is a letter, then letters, digits, `+`, `-` or `.`. */
const isSchemeChar = (char: string, first: boolean) =>
  first ? /[a-z]/i.test(char) : /[a-z0-9+.-]/i.test(char);
/** Longer than this, the address is read as having no scheme (a relative link). */
const MAX_SCHEME = 32;

/**
 * The scheme that makes an address unsafe (`javascript`, say), or `undefined`. `bytes` is the
 * string as written in the PDF, decoded from its syntax; text with a byte order mark is UTF-16 or
 * UTF-8, as readers take it, and any other bytes are read one character each. Case does not
 * matter; white space before the address and control characters anywhere in the scheme are
 * passed over, as browsers and readers pass over them.
 */
export function unsafeScheme(bytes: Uint8Array, use: LinkUse): string | undefined {
  const text = addressText(bytes);
  let scheme = '';
  for (let at = 0; at < text.length && scheme.length <= MAX_SCHEME; at += 1) {
    const char = text.charAt(at);
    if (isControl(text.charCodeAt(at)) || (scheme === '' && isLeadingSpace(char))) continue;
    if (char === ':') return refused(scheme);
    if (!isSchemeChar(char, scheme === '')) return undefined;
    scheme += char;
  }
  // A base without a colon still gives its scheme to a target that starts with one.
  return use === 'base' && scheme.length <= MAX_SCHEME ? refused(scheme) : undefined;
}

function refused(scheme: string): string | undefined {
  const lower = scheme.toLowerCase();
  return SAFE_SCHEMES.has(lower) ? undefined : lower;
}

function addressText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] === 0xfe && buffer[1] === 0xff) {
    // UTF-16BE: swapped into the UTF-16LE that Node decodes (a copy: `bytes` is left as it is).
    const swapped = Buffer.from(buffer.subarray(2, 2 + ((buffer.length - 2) & ~1)));
    return swapped.swap16().toString('utf16le');
  }
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return buffer.subarray(2).toString('utf16le');
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    return buffer.subarray(3).toString('utf8');
  }
  return buffer.toString('latin1');
}
