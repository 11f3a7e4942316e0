import { PDFDocument } from 'pdf-lib';
import { activeKind, type ActiveKind } from './pdf-active-content';
import { unsafeScheme } from './pdf-links';
import { scanPdf } from './pdf-scan';

export type PdfCheck =
  | { ok: true }
  | { ok: false; reason: 'unreadable' }
  /** Its compressed data unpacks to an excessive size (a decompression bomb). */
  | { ok: false; reason: 'too-large' }
  /**
   * `found` is what gave it away: a name, decoded (`/JavaScript`), or a link's scheme
   * (`a javascript: link`).
   */
  | { ok: false; reason: 'active'; kind: ActiveKind; found: string };

/**
 * Whether an upload is a PDF a visitor may safely download: no object in it, wherever a reader
 * could find it, holds scripts, embedded files, forms that send data, links to other files or
 * media players (see `pdf-active-content.ts`), or a link whose address runs a script or opens a
 * local file (see `pdf-links.ts`); its compressed data unpacks to a sane size; and it
 * parses as a PDF with at least one page (so `%PDF-` followed by HTML, say, is refused). Only
 * the structure is read: nothing in the file is run.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  // The scan comes first: it bounds what gets unpacked, and pdf-lib unpacks without a limit.
  const scan = await scanPdf(bytes, {
    isWantedName: (name) => activeKind(name) !== undefined,
    unsafeScheme,
  });
  const kind = scan.outcome === 'found' ? activeKind(scan.name) : undefined;
  if (scan.outcome === 'found' && kind) {
    return { ok: false, reason: 'active', kind, found: `/${scan.name}` };
  }
  if (scan.outcome === 'link') {
    return { ok: false, reason: 'active', kind: 'unsafe-link', found: `a ${scan.scheme}: link` };
  }
  if (scan.outcome === 'unreadable' || scan.outcome === 'too-large') {
    return { ok: false, reason: scan.outcome };
  }
  return (await hasPages(bytes)) ? { ok: true } : { ok: false, reason: 'unreadable' };
}

async function hasPages(bytes: Uint8Array): Promise<boolean> {
  try {
    const document = await PDFDocument.load(bytes, {
      // Only strings and streams are encrypted, never the structure read here.
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}
