import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

export type PdfCheck =
  | { ok: true }
  | { ok: false; reason: 'unreadable' }
  /** `found` is the name that gave it away, e.g. `/OpenAction`. */
  | { ok: false; reason: 'active'; found: string };

/** Keys under which a PDF keeps scripts or actions that run on opening or on other events. */
const ACTIVE_KEYS = new Set(['JavaScript', 'JS', 'OpenAction', 'Launch', 'AA']);
/** Action types (`/S`) that run code or start a program. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch']);

/** The first active key or action type in an object and everything directly inside it. */
function findActive(object: PDFObject): string | undefined {
  if (object instanceof PDFName) {
    const name = object.decodeText();
    return ACTIVE_ACTIONS.has(name) ? `/${name}` : undefined;
  }
  if (object instanceof PDFStream) return findActive(object.dict);
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      const name = key.decodeText();
      if (ACTIVE_KEYS.has(name)) return `/${name}`;
      const inside = findActive(value);
      if (inside) return inside;
    }
  }
  if (object instanceof PDFArray) {
    for (const value of object.asArray()) {
      const inside = findActive(value);
      if (inside) return inside;
    }
  }
  return undefined;
}

/**
 * Whether an upload is a PDF a visitor may safely download: it parses as a PDF with at least one
 * page (so `%PDF-` followed by HTML, say, is refused), and no object in it, compressed object
 * streams included, carries JavaScript or an automatic or launch action. pdf-lib reads the
 * structure only: nothing in the file is run, and names are compared decoded (`/J#61vaScript`
 * is `/JavaScript`).
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      // Keys are never encrypted, only strings and streams: an encrypted brochure is checked too.
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    if (document.getPageCount() < 1) return { ok: false, reason: 'unreadable' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const found = findActive(object);
    if (found) return { ok: false, reason: 'active', found };
  }
  return { ok: true };
}
