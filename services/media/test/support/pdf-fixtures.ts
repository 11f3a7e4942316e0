// PDFs for the document checks: ordinary ones as a PDF library writes them, and hostile shapes
// (scripts, attachments, forms, links to other files or with unsafe addresses, bombs) built the
// way an attacker would.
import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';
import {
  PDFDocument,
  PDFName,
  PDFString,
  StandardFonts,
  type PDFDict,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

export const MB = 1024 * 1024;

export type Edit = (document: PDFDocument, page: PDFPage) => void | Promise<void>;

/**
 * A one-page brochure written by pdf-lib: standard fonts, text in a FlateDecode content stream,
 * and by default (as most producers today) every dictionary packed into compressed object
 * streams with a cross-reference stream. `edit` adds what a test needs.
 */
export async function brochure(edit?: Edit, { objectStreams = true } = {}): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle('12 Mill Lane, Reedmere');
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText('12 Mill Lane: three bedrooms, garden, garage', { x: 50, y: 780, font, size: 16 });
  await edit?.(document, page);
  return Buffer.from(await document.save({ useObjectStreams: objectStreams }));
}

/** A link annotation on the page running `action` when clicked. */
export function addLink(document: PDFDocument, page: PDFPage, action: PDFDict | PDFRef): void {
  const annotation = document.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [50, 700, 300, 720],
    Border: [0, 0, 0],
    A: action,
  });
  page.node.addAnnot(document.context.register(annotation));
}

/** The entries of a PDF dictionary, as `document.context.obj` takes them. */
export type Entries = Record<string, Parameters<PDFDocument['context']['obj']>[0][number]>;

/** A brochure whose page has one link running `action` when clicked. */
export const brochureWithLink = (action: Entries) =>
  brochure((document, page) => addLink(document, page, document.context.obj(action)));

/** An annotation of any subtype, e.g. `FileAttachment` or `RichMedia`, from its own entries. */
export function addAnnotation(document: PDFDocument, page: PDFPage, entries: PDFDict): void {
  entries.set(PDFName.of('Type'), PDFName.of('Annot'));
  entries.set(PDFName.of('Rect'), document.context.obj([50, 600, 80, 630]));
  page.node.addAnnot(document.context.register(entries));
}

/** A brochure whose page has one annotation with `entries`. */
export const brochureWithAnnotation = (entries: Entries) =>
  brochure((document, page) => addAnnotation(document, page, document.context.obj(entries)));

export const text = (value: string) => PDFString.of(value);
export const name = (value: string) => PDFName.of(value);

/** The bytes of a Windows program, enough to be recognised as one. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);

/** `size` zero bytes, FlateDecode-compressed (about a thousandth of the size), without holding them. */
export async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zeros = Buffer.alloc(MB);
  for (let written = 0; written < size; written += zeros.length) {
    if (!deflate.write(zeros)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

/** A stream object: its dictionary entries (without `/Length`) and its data as stored. */
export interface StreamBody {
  dict: string;
  data: string | Buffer;
}

export interface HandMadeParts {
  /** More entries of the catalog (object 1) and of the page (object 3), e.g. `/Annots [6 0 R]`. */
  catalog?: string;
  page?: string;
  /** Objects 6 on. */
  objects?: (string | StreamBody)[];
  /** Numbers of objects (not streams) to pack into one FlateDecode object stream. */
  packed?: number[];
  /** The object stream's `/Type` entry; some files leave it out. */
  objectStreamType?: string;
  /** More entries of the trailer, e.g. `/Encrypt 9 0 R`. */
  trailer?: string;
  /**
   * A classic `xref` table and `trailer` dictionary, as older producers write, instead of a
   * cross-reference stream (then nothing can be packed).
   */
  xrefTable?: boolean;
}

/**
 * A PDF written byte by byte, for shapes no library writes (name escapes, objects hidden inside
 * another stream, object streams without `/Type`). Objects 1 to 5 make a one-page document with a
 * FlateDecode content stream. The cross-reference data points at every `N 0 obj` written,
 * wherever it is, as a reader would find it.
 */
export function handMadePdf({
  catalog = '',
  page = '',
  objects = [],
  packed = [],
  objectStreamType = '/Type /ObjStm',
  trailer = '',
  xrefTable = false,
}: HandMadeParts = {}): Buffer {
  if (xrefTable && packed.length > 0) throw new Error('an xref table cannot point into a stream');
  const content = deflateSync('BT /F1 12 Tf 20 50 Td (12 Mill Lane) Tj ET');
  const bodies: (string | StreamBody)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R ${page} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    { dict: '/Filter /FlateDecode', data: content },
    ...objects,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const size = () => chunks.reduce((total, chunk) => total + chunk.length, 0);
  /** Cross-reference entries by object number: [type, field 2, field 3]. */
  const entries = new Map<number, [number, number, number]>();
  const write = (number: number, body: string | StreamBody) => {
    entries.set(number, [1, size(), 0]);
    if (typeof body === 'string') {
      chunks.push(Buffer.from(`${number} 0 obj\n${body}\nendobj\n`, 'latin1'));
      return;
    }
    const data = typeof body.data === 'string' ? Buffer.from(body.data, 'latin1') : body.data;
    chunks.push(
      Buffer.from(`${number} 0 obj\n<< ${body.dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    );
  };

  bodies.forEach((body, index) => {
    if (!packed.includes(index + 1)) write(index + 1, body);
  });
  let last = bodies.length;
  if (packed.length > 0) {
    const streamNumber = ++last;
    const texts = packed.map((number) => `${bodies[number - 1] as string}\n`);
    let offset = 0;
    const header = packed
      .map((number, index) => {
        entries.set(number, [2, streamNumber, index]);
        const pair = `${number} ${offset}`;
        offset += Buffer.byteLength(texts[index] ?? '', 'latin1');
        return pair;
      })
      .join(' ');
    write(streamNumber, {
      dict: `${objectStreamType} /N ${packed.length} /First ${header.length + 1} /Filter /FlateDecode`,
      data: deflateSync(Buffer.from(`${header}\n${texts.join('')}`, 'latin1')),
    });
  }
  // Objects written inside other objects' data are found where a reader finds them.
  const written = Buffer.concat(chunks).toString('latin1');
  for (const match of written.matchAll(/\n(\d+) 0 obj\n/g)) {
    const number = Number(match[1]);
    if (!entries.has(number)) entries.set(number, [1, (match.index ?? 0) + 1, 0]);
    last = Math.max(last, number);
  }

  if (xrefTable) {
    const count = last + 1;
    const rows = Array.from({ length: count }, (_, number) => {
      const offset = entries.get(number)?.[1];
      return offset === undefined
        ? '0000000000 65535 f \n'
        : `${String(offset).padStart(10, '0')} 00000 n \n`;
    });
    const xrefOffset = size();
    chunks.push(
      Buffer.from(
        `xref\n0 ${count}\n${rows.join('')}trailer\n<< /Size ${count} /Root 1 0 R ${trailer} >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
        'latin1',
      ),
    );
    return Buffer.concat(chunks);
  }

  const xrefNumber = last + 1;
  entries.set(xrefNumber, [1, size(), 0]);
  const rows = Array.from({ length: xrefNumber + 1 }, (_, number) => {
    const [type, second, third] = entries.get(number) ?? [0, 0, number === 0 ? 65535 : 0];
    const row = Buffer.alloc(7);
    row.writeUInt8(type, 0);
    row.writeUInt32BE(second, 1);
    row.writeUInt16BE(third, 5);
    return row;
  });
  const xrefOffset = size();
  write(xrefNumber, {
    dict: `/Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R ${trailer}`,
    data: Buffer.concat(rows),
  });
  chunks.push(Buffer.from(`startxref\n${xrefOffset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}
