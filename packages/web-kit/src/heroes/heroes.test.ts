/** @jest-environment node */
import { calculatorsHero } from './calculators';
import { commercialHero } from './commercial';
import { contactHero } from './contact';
import { developmentsHero } from './developments';
import { epcHero } from './epc';
import { homeHero } from './home';
import { newsHero } from './news';
import { propertyFinderHero } from './property-finder';
import { residentialHero } from './residential';

const HEROES: ReadonlyArray<[string, string]> = [
  ['home', homeHero],
  ['residential', residentialHero],
  ['commercial', commercialHero],
  ['epc', epcHero],
  ['developments', developmentsHero],
  ['calculators', calculatorsHero],
  ['news', newsHero],
  ['contact', contactHero],
  ['property-finder', propertyFinderHero],
];

const PREFIX = 'data:image/svg+xml,';

function decode(uri: string): string {
  return decodeURIComponent(uri.slice(PREFIX.length));
}

const NAME = '[A-Za-z_][\\w:.-]*';
const ATTRIBUTE = new RegExp(`\\s+(${NAME})\\s*=\\s*"([^"<]*)"`, 'g');
const TAG = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"<]*")*)\\s*(/?)>`, 'y');
const ENTITY = /&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi;

/**
 * A small XML well-formedness check (node has no DOMParser): every tag is well-shaped,
 * attributes are quoted and unique, tags nest and close in order, there is one root
 * element, and text holds no stray `<` or bare `&`. Returns the first problem, or null.
 */
function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  let roots = 0;
  let pos = 0;
  const checkText = (text: string): string | null => {
    if (text.replace(ENTITY, '').includes('&')) return `bare & in "${text}"`;
    if (stack.length === 0 && text.trim() !== '') return `text outside the root: "${text}"`;
    return null;
  };
  while (pos < xml.length) {
    const lt = xml.indexOf('<', pos);
    const textProblem = checkText(xml.slice(pos, lt === -1 ? xml.length : lt));
    if (textProblem) return textProblem;
    if (lt === -1) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      if (end === -1) return 'unclosed comment';
      pos = end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(xml);
    if (!match) return `malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`;
    const [whole, closing, name = '', attributes = '', selfClosing] = match;
    if (closing) {
      if (attributes || selfClosing) return `malformed closing tag </${name}>`;
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? 'nothing'}>`;
    } else {
      const seen = new Set<string>();
      for (const [, attribute = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
        if (seen.has(attribute)) return `duplicate attribute ${attribute} on <${name}>`;
        seen.add(attribute);
        if (value.replace(ENTITY, '').includes('&')) return `bare & in ${attribute}`;
      }
      if (stack.length === 0 && ++roots > 1) return 'more than one root element';
      if (!selfClosing) stack.push(name);
    }
    pos = lt + whole.length;
  }
  if (stack.length > 0) return `unclosed <${stack[stack.length - 1]}>`;
  return roots === 1 ? null : 'no root element';
}

describe('the well-formedness check', () => {
  it('accepts nested, self-closing and commented markup', () => {
    expect(xmlProblem('<svg a="1"><!-- x --><g><rect b="2"/></g>&amp;</svg>')).toBeNull();
  });

  it.each([
    ['a tag closed out of order', '<svg><g></svg></g>'],
    ['an unclosed tag', '<svg><g></svg>'],
    ['an unquoted attribute', '<svg width=10></svg>'],
    ['a duplicate attribute', '<svg a="1" a="2"></svg>'],
    ['two root elements', '<svg></svg><svg></svg>'],
    ['a bare ampersand', '<svg>a & b</svg>'],
    ['a stray angle bracket', '<svg><g <rect/></g></svg>'],
  ])('rejects %s', (_, xml) => {
    expect(xmlProblem(xml)).not.toBeNull();
  });
});

describe.each(HEROES)('the %s hero', (_, uri) => {
  const svg = uri.startsWith(PREFIX) ? decode(uri) : '';

  it('is an SVG data URL', () => {
    expect(uri.startsWith(PREFIX)).toBe(true);
    // Percent-encoded, so it is safe inside CSS url("...").
    expect(uri).not.toMatch(/["\s<>]/);
  });

  it('decodes to well-formed XML', () => {
    expect(xmlProblem(svg)).toBeNull();
  });

  it('has an <svg> root with the SVG namespace and a 1600x600 view box', () => {
    const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(root).toContain('viewBox="0 0 1600 600"');
    expect(root).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('holds nothing active, embedded or fetched from elsewhere', () => {
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
    expect(svg).not.toMatch(/href="(?!#)/);
    expect(svg).not.toMatch(/<image|<foreignObject/i);
    expect(svg).not.toMatch(/url\((?!#)/);
  });

  it('stays under 6000 characters', () => {
    expect(svg.length).toBeGreaterThan(0);
    expect(svg.length).toBeLessThan(6000);
  });
});

it('gives every page its own picture', () => {
  expect(new Set(HEROES.map(([, uri]) => uri)).size).toBe(HEROES.length);
});
