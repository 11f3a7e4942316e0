import { isPublicArticle } from './article-visibility';

describe('isPublicArticle', () => {
  it('shows published articles and hides drafts', () => {
    expect(isPublicArticle({ isPublished: true })).toBe(true);
    expect(isPublicArticle({ isPublished: false })).toBe(false);
  });
});
