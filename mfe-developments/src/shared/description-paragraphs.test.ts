import { descriptionParagraphs } from './description-paragraphs';

describe('descriptionParagraphs', () => {
  it('keeps the text of each paragraph and drops the markup', () => {
    expect(descriptionParagraphs('<p>Eight <strong>homes</strong>.</p><p>Heat pumps.</p>')).toEqual(
      ['Eight homes.', 'Heat pumps.'],
    );
  });

  it('splits plain text on blank lines', () => {
    expect(descriptionParagraphs('First part.\n\nSecond   part.')).toEqual([
      'First part.',
      'Second part.',
    ]);
  });

  it('never keeps a script or its text', () => {
    const paragraphs = descriptionParagraphs(
      '<p>Safe</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    );
    expect(paragraphs).toEqual(['Safe']);
  });

  it('gives nothing for an empty or missing description', () => {
    expect(descriptionParagraphs('')).toEqual([]);
    expect(descriptionParagraphs('   ')).toEqual([]);
    expect(descriptionParagraphs(null)).toEqual([]);
    expect(descriptionParagraphs('<p> </p>')).toEqual([]);
  });
});
