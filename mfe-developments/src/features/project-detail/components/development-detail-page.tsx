import { Link as RouterLink, useParams } from '@reedmere/router';
import { htmlParagraphs, isNotFound, LoadingStatus, PageHero, StaticPart } from '@reedmere/web-kit';
import { developmentsHero } from '@reedmere/web-kit/heroes/developments';
import { ContactCallToAction } from '../../../shared/contact-call-to-action';
import { formatDateRange } from '../../../shared/format-date';
import { StatusChip } from '../../../shared/status-chip';
import { useDevelopment } from '../api/use-development';
import { DevelopmentJsonLd } from './development-json-ld';
import { GalleryTabs } from './gallery-tabs';
import { ProjectDetails } from './project-details';

export const DESCRIPTION_FALLBACK =
  'Full details of this project will be published soon. Contact us to find out more.';

/** /developments/:id: one project with its details and Before / During / After photos. */
export function DevelopmentDetailPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, isValidating, mutate } = useDevelopment(id);

  if (isLoading) {
    return (
      <div className="site-container dev-message">
        <LoadingStatus label="Loading development details" text="Loading development details..." />
      </div>
    );
  }

  // A project on screen stays while a later read of it fails, unless that read says it is gone.
  if (!data || isNotFound(error)) {
    // A failed read with no project to show, or a 404, shows 'Development Not Found'; only a
    // 404 says it is gone.
    const missing = !error || isNotFound(error);
    return (
      <div className="site-container dev-message dev-message--centred">
        <h1 className="kit-heading-3">Development Not Found</h1>
        <p className="kit-secondary">
          {missing
            ? "The development you're looking for doesn't exist."
            : 'We could not load this development just now. Please try again.'}
        </p>
        <div className="dev-actions dev-actions--centred">
          {!missing && (
            <button
              type="button"
              className="kit-button kit-button--outlined"
              onClick={() => void mutate()}
              disabled={isValidating}
            >
              Try Again
            </button>
          )}
          <RouterLink className="kit-button" to="/developments">
            Back to Developments
          </RouterLink>
        </div>
      </div>
    );
  }

  const paragraphs = htmlParagraphs(data.description);
  // The project's text and facts: drawn afresh when it is another project or was edited.
  const shown = `${data.id} ${data.updatedAt}`;
  return (
    <>
      <DevelopmentJsonLd development={data} />
      <StaticPart showing={shown}>
        <PageHero title={data.title} image={developmentsHero}>
          <div className="dev-hero-meta">
            <StatusChip status={data.status} />
            <p>{data.location || 'Location TBC'}</p>
            <p>{formatDateRange(data.startDate, data.endDate)}</p>
          </div>
        </PageHero>
      </StaticPart>
      <div className="site-container dev-detail">
        <RouterLink className="kit-text-button dev-back" to="/developments">
          ← Back to Developments
        </RouterLink>
        <div className="dev-columns">
          <div className="dev-columns__main">
            <StaticPart showing={shown}>
              <section className="dev-description" aria-labelledby="project-description-title">
                <h2 id="project-description-title" className="kit-heading-5">
                  Project Description
                </h2>
                {paragraphs.length > 0 ? (
                  paragraphs.map((text, i) => <p key={i}>{text}</p>)
                ) : (
                  <p className="kit-secondary">{DESCRIPTION_FALLBACK}</p>
                )}
              </section>
            </StaticPart>
            <GalleryTabs development={data} />
          </div>
          <div className="dev-columns__side">
            <StaticPart showing={shown}>
              <ProjectDetails development={data} />
            </StaticPart>
          </div>
        </div>
      </div>
      <StaticPart>
        <ContactCallToAction
          title="Interested in This Development?"
          text="Ask us about availability, prices and timings, or register your interest for the next release."
        />
      </StaticPart>
    </>
  );
}
