// Small, valid PDF documents made in code (one A4 page of Helvetica text), for the demo
// brochure and floor plan: the media service accepts a document only if its bytes are a PDF.

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
}

export interface PdfLine {
  text: string;
  size?: number;
}

/** A one-page PDF with the lines written top-down, and a simple box drawn under them. */
export function makePdf(title: string, lines: readonly PdfLine[], drawRooms = false): Buffer {
  const ops: string[] = ['BT', '/F1 22 Tf', '56 780 Td', `(${escapeText(title)}) Tj`];
  let first = true;
  for (const line of lines) {
    const size = line.size ?? 12;
    ops.push(
      `0 ${first ? -36 : -(size + 8)} Td`,
      `/F1 ${size} Tf`,
      `(${escapeText(line.text)}) Tj`,
    );
    first = false;
  }
  ops.push('ET');
  if (drawRooms) {
    // A plain floor plan: an outline split into rooms.
    ops.push('2 w', '56 120 480 300 re S', '296 120 m 296 420 l S', '56 270 m 296 270 l S');
    ops.push('416 270 m 536 270 l S', '416 120 m 416 270 l S');
  }
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
