// Test fixtures: PDFs built by hand, so each test controls exactly what the file holds.
export interface PdfParts {
  /** Shown on the page; different text gives a different file (and stored name). */
  text?: string;
  /** More entries of the document catalog, e.g. `/OpenAction 6 0 R`. */
  catalog?: string;
  /** More objects, numbered from 6 on. */
  objects?: string[];
}

const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A real one-page PDF, with a correct cross-reference table, that any viewer opens. */
export function onePagePdf({
  text = 'Reedmere brochure',
  catalog = '',
  objects = [],
}: PdfParts = {}) {
  const content = `BT /F1 12 Tf 20 50 Td (${escapeText(text)}) Tj ET`;
  const bodies = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...objects,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
