/** @jest-environment node */
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { renderAsServer } from './testing/render-as-server';
import { StaticPart } from './static-part';

describe('StaticPart on the server', () => {
  it('renders its children, in a wrapper that takes no room of its own', () => {
    const html = renderToString(
      <StaticPart showing="a">
        <p>Three bedrooms</p>
      </StaticPart>,
    );
    expect(html).toContain('<p>Three bedrooms</p>');
    expect(html).toMatch(/^<div data-static-part="" style="display:contents">/);
  });
});

describe('StaticPart with code loaded on demand', () => {
  it('renders the loaded component once its code has come', async () => {
    const Lazy = lazy(async () => ({ default: () => <p>Loaded on the server</p> }));
    const html = await renderAsServer(
      <StaticPart>
        <Lazy />
      </StaticPart>,
    );
    expect(html).toContain('<p>Loaded on the server</p>');
  });
});
