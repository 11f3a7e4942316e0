/** The shape of the article page while it loads. */
export function ArticleSkeleton() {
  return (
    <div role="status" aria-label="Loading article">
      <div className="kit-hero">
        <div className="site-container">
          <span className="news-skeleton news-skeleton--line news-skeleton--on-navy" />
          <span
            className="news-skeleton news-skeleton--line news-skeleton--on-navy"
            style={{ width: '40%' }}
          />
        </div>
      </div>
      <div className="site-container news-article">
        <span className="news-skeleton news-skeleton--picture news-picture" />
        {Array.from({ length: 6 }, (_, index) => (
          <span
            key={index}
            className="news-skeleton news-skeleton--line"
            style={{ width: index === 5 ? '60%' : '100%' }}
          />
        ))}
      </div>
    </div>
  );
}
