import { AGENCY } from '@reedmere/agency';
import type { NewsArticle } from '@reedmere/contracts';
import { articleByline, articleExcerpt, DEFAULT_AUTHOR } from '../../../shared/article-defaults';

/** schema.org NewsArticle data for search engines. */
export function articleStructuredData(article: NewsArticle, pageUrl: string) {
  const { author, category } = articleByline(article);
  const publisher = { '@type': 'Organization', name: AGENCY.name };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: articleExcerpt(article) || undefined,
    datePublished: article.publishedAt ?? undefined,
    dateModified: article.updatedAt || article.publishedAt || undefined,
    author: author === DEFAULT_AUTHOR ? publisher : { '@type': 'Person', name: author },
    image: article.featuredImage ? [new URL(article.featuredImage, pageUrl).href] : undefined,
    articleSection: category,
    keywords: article.tags?.length ? article.tags.join(', ') : undefined,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    publisher,
  };
}

/** JSON that is safe inside a script element: no '<' can close it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function ArticleJsonLd({ article, pageUrl }: { article: NewsArticle; pageUrl: string }) {
  return (
    <script
      type="application/ld+json"
      // A data block, never run; its text is escaped by jsonForScript.
      dangerouslySetInnerHTML={{ __html: jsonForScript(articleStructuredData(article, pageUrl)) }}
    />
  );
}
