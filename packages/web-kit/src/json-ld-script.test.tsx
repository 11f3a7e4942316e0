import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { JsonLdScript, jsonLdText } from './json-ld-script';

const HOSTILE = { headline: '</script><script>alert(1)</script> & "quoted"' };

describe('jsonLdText', () => {
  it("escapes '<' so the data cannot close its script element, and reads back the same", () => {
    const text = jsonLdText(HOSTILE);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(HOSTILE);
  });
});

describe('JsonLdScript', () => {
  it('writes one data block whose text parses back to the data, on the server and in the page', () => {
    const html = renderToString(<JsonLdScript data={HOSTILE} />);
    const served = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(html);
    expect(served).not.toBeNull();
    expect(JSON.parse(served![1]!)).toEqual(HOSTILE);
    const { container } = render(<JsonLdScript data={HOSTILE} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(HOSTILE);
  });
});
