/** The shape of an article card while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <div className="kit-card news-card" data-testid="article-card-skeleton">
      <span className="news-skeleton news-skeleton--picture" />
      <div className="news-card__body">
        {['35%', '90%', '50%', '100%', '80%'].map((width, index) => (
          <span key={index} className="news-skeleton news-skeleton--line" style={{ width }} />
        ))}
      </div>
    </div>
  );
}
