import { publisherJsonLd, type WithRequired } from '@reedmere/agency';
import { JsonLdScript } from '@reedmere/web-kit';
import type { NewsArticle } from '@reedmere/contracts';
import type { NewsArticleLeaf, PersonLeaf, WithContext } from 'schema-dts';
import { articleByline, articleExcerpt, DEFAULT_AUTHOR } from '../../../shared/article-defaults';

/**
 * What search engines need of an article: its headline, author and publisher (a name and a
 * logo), and the page it is the main subject of.
 */
export type ArticleStructuredData = WithContext<
  WithRequired<NewsArticleLeaf, 'headline' | 'author' | 'publisher' | 'mainEntityOfPage'>
>;

type Author = WithRequired<PersonLeaf, 'name'>;

/** schema.org NewsArticle data for search engines. */
export function articleStructuredData(
  article: NewsArticle,
  pageUrl: string,
): ArticleStructuredData {
  const { author, category } = articleByline(article);
  const publisher = publisherJsonLd(pageUrl);
  const person: Author = { '@type': 'Person', name: author };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: articleExcerpt(article) || undefined,
    datePublished: article.publishedAt ?? undefined,
    dateModified: article.updatedAt || article.publishedAt || undefined,
    author: author === DEFAULT_AUTHOR ? publisher : person,
    image: article.featuredImage ? [new URL(article.featuredImage, pageUrl).href] : undefined,
    articleSection: category,
    keywords: article.tags?.length ? article.tags.join(', ') : undefined,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    publisher,
  };
}

export function ArticleJsonLd({ article, pageUrl }: { article: NewsArticle; pageUrl: string }) {
  return <JsonLdScript data={articleStructuredData(article, pageUrl)} />;
}
