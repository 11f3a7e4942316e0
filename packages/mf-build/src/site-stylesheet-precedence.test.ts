import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { builtPage } from '../test/built-page';
import {
  SITE_STYLESHEET_PRECEDENCE,
  SiteStylesheetPrecedencePlugin,
} from './site-stylesheet-precedence';

/** Builds an entry that imports a stylesheet into a page, with or without the plugin. */
function buildPage(dir: string, withPlugin: boolean): Promise<string> {
  writeFileSync(path.join(dir, 'site.css'), 'body { color: navy; }\n');
  writeFileSync(path.join(dir, 'index.js'), "import './site.css';\n");
  return builtPage({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { publicPath: '/' },
    experiments: { css: true },
    plugins: [
      new HtmlWebpackPlugin({
        templateContent: '<html><head></head><body></body></html>',
      }),
      ...(withPlugin ? [new SiteStylesheetPrecedencePlugin()] : []),
    ],
  });
}

describe('SiteStylesheetPrecedencePlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mf-build-precedence-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("marks the page's stylesheet link with the site's precedence", async () => {
    const html = await buildPage(dir, true);
    // Written minified: attribute values unquoted.
    expect(html).toMatch(
      new RegExp(
        `<link [^>]*rel="?stylesheet"? data-precedence="?${SITE_STYLESHEET_PRECEDENCE}"?>`,
      ),
    );
  });

  it('leaves the link unmarked without it', async () => {
    const html = await buildPage(dir, false);
    expect(html).toMatch(/<link [^>]*rel="?stylesheet"?>/);
    expect(html).not.toContain('data-precedence');
  });
});
