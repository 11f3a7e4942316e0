import { htmlParagraphs, htmlToText } from './html-text';

describe('htmlToText', () => {
  it('removes tags, scripts, styles and comments and collapses whitespace', () => {
    expect(
      htmlToText(
        '<h2>Spring  market</h2>\n<p>Prices <strong>rose</strong>.</p><!-- draft --><script>alert(1)</script><style>p{}</style><p>Norwich</p>',
      ),
    ).toBe('Spring market Prices rose. Norwich');
  });

  it('separates blocks and line breaks but not inline elements', () => {
    expect(
      htmlToText('<ul><li>One</li><li>Two</li></ul>Three<br/>Four <a href="/x">link</a>s'),
    ).toBe('One Two Three Four links');
  });

  it('decodes entities', () => {
    expect(htmlToText('<p>Fish &amp; chips &pound;5 &#163;6 &#x2019; &nbsp;&lt;b&gt;</p>')).toBe(
      'Fish & chips £5 £6 ’ <b>',
    );
  });
});

describe('htmlParagraphs', () => {
  it('keeps the text of each paragraph and drops the markup', () => {
    expect(htmlParagraphs('<p>Eight <strong>homes</strong>.</p><p>Heat pumps.</p>')).toEqual([
      'Eight homes.',
      'Heat pumps.',
    ]);
  });

  it('splits plain text on blank lines', () => {
    expect(htmlParagraphs('First part.\n\nSecond   part.')).toEqual([
      'First part.',
      'Second part.',
    ]);
  });

  it('never keeps a script or its text', () => {
    const paragraphs = htmlParagraphs(
      '<p>Safe</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    );
    expect(paragraphs).toEqual(['Safe']);
  });

  it('gives nothing for an empty or missing description', () => {
    expect(htmlParagraphs('')).toEqual([]);
    expect(htmlParagraphs('   ')).toEqual([]);
    expect(htmlParagraphs(null)).toEqual([]);
    expect(htmlParagraphs('<p> </p>')).toEqual([]);
  });
});

describe('htmlParagraphs', () => {
  it('keeps loose text beside blocks and does not split on a line break', () => {
    expect(htmlParagraphs('<p>One<br>line</p>Loose &amp; free<h2>Two</h2>')).toEqual([
      'One line',
      'Loose & free',
      'Two',
    ]);
  });

  it('keeps no template or comment text', () => {
    expect(
      htmlParagraphs('<p>Kept</p><template><p>Hidden</p></template><!-- <p>no</p> -->'),
    ).toEqual(['Kept']);
  });
});
