import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { builtPage } from '../test/built-page';
import { MAIN_SCRIPT_ATTRIBUTE, PageStartScriptPlugin } from './page-start-script';

/** Builds the entries and a first script into a page; resolves to the page's script tags. */
async function buildPage(
  dir: string,
  entry: Record<string, string> = { main: './index.js' },
): Promise<string[]> {
  writeFileSync(path.join(dir, 'index.js'), "console.log('main');\n");
  writeFileSync(path.join(dir, 'first.js'), "console.log('first');\n");
  const html = await builtPage({
    mode: 'production',
    context: dir,
    entry,
    output: { publicPath: '/', filename: '[name].[contenthash].js' },
    plugins: [
      new HtmlWebpackPlugin({
        templateContent: '<html><head></head><body></body></html>',
        scriptLoading: 'defer',
      }),
      new PageStartScriptPlugin('./first.js'),
    ],
  });
  return html.match(/<script[^>]*>/g) ?? [];
}

const attribute = (tag: string, name: string) =>
  new RegExp(`${name}="?([^" >]+)"?`).exec(tag)?.[1] ?? '';

describe('PageStartScriptPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mf-build-page-start-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('links the first script alone, naming the main script it loads', async () => {
    const [tag, ...others] = await buildPage(dir);
    expect(others).toEqual([]);
    const first = attribute(tag!, 'src');
    const main = attribute(tag!, MAIN_SCRIPT_ATTRIBUTE);
    expect(first).toMatch(/^\/page-start\.[0-9a-f]+\.js$/);
    expect(main).toMatch(/^\/main\.[0-9a-f]+\.js$/);
    expect(tag).toContain('defer');
    // Each file holds its own entry's code, the first one none of the main's.
    const read = (src: string) => readFileSync(path.join(dir, 'dist', src), 'utf8');
    expect(read(first)).toMatch(/["']first["']/);
    expect(read(first)).not.toMatch(/["']main["']/);
    expect(read(main)).toMatch(/["']main["']/);
  });

  it('fails the build of a page that links another script beside the main one', async () => {
    writeFileSync(path.join(dir, 'other.js'), "console.log('other');\n");
    await expect(buildPage(dir, { main: './index.js', other: './other.js' })).rejects.toThrow(
      'PageStartScriptPlugin expects the page to link one script',
    );
  });
});
