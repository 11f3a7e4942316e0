/** The article's tags, as a labelled list. */
export function ArticleTags({ tags }: { tags: readonly string[] }) {
  const shown = tags.map((tag) => tag.trim()).filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <section className="news-tags" aria-labelledby="article-tags">
      <h2 id="article-tags" className="kit-heading-6">
        Tags
      </h2>
      <ul>
        {shown.map((tag) => (
          <li key={tag} className="kit-chip news-tag">
            {tag}
          </li>
        ))}
      </ul>
    </section>
  );
}
