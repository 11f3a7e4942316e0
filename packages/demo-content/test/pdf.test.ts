import { makePdf } from '../src/pdf';

describe('makePdf', () => {
  it('makes a PDF whose cross-reference table points at each object', () => {
    const pdf = makePdf('Brochure (draft)', [{ text: '7 Chantry Row, Holt' }], true);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Brochure \\(draft\\)) Tj');
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) =>
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
    );
  });
});
