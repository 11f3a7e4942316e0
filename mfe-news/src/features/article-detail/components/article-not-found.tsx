import { Link as RouterLink } from '@reedmere/router';
import { PageHero } from '@reedmere/web-kit';
import { newsHero } from '@reedmere/web-kit/heroes/news';

/** An unknown or unpublished slug. */
export function ArticleNotFound() {
  return (
    <>
      <PageHero title="Article Not Found" image={newsHero} />
      <div className="site-container news-page">
        <p>The article you&rsquo;re looking for doesn&rsquo;t exist or has been removed.</p>
        <RouterLink className="kit-button" to="/news">
          Back to News
        </RouterLink>
      </div>
    </>
  );
}
