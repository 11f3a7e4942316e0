import {
  LoadingStatus,
  PageHero,
  StaticPart,
  Pager,
  PastLastPage,
  usePageTurn,
} from '@reedmere/web-kit';
import { developmentsHero } from '@reedmere/web-kit/heroes/developments';
import { ContactCallToAction } from '../../../shared/contact-call-to-action';
import { LoadErrorNote } from '../../../shared/load-error-note';
import { useDevelopmentSummary } from '../api/use-development-summary';
import { useDevelopments } from '../api/use-developments';
import { DevelopmentServices } from './development-services';
import { ProjectCards } from './project-cards';
import { countProjects, ProjectCounters, summaryCounts } from './project-counters';

/**
 * /developments: hero, counters, the project cards a page at a time (the page in the URL,
 * `?page=2`), services and a call to action. The counters count every project by its status,
 * from the API's summary; without one (an API that has none) they count the page's projects
 * when it holds every project, and are left out otherwise.
 */
export function DevelopmentsPage() {
  const { page, targetRef, turned, announcement } = usePageTurn<HTMLHeadingElement>();
  const { list, hasNext, error, waiting, pending, validating, retry } = useDevelopments(page);
  const { data: summary } = useDevelopmentSummary();
  const everyProject = list !== null && list.total === list.items.length;
  const counts = summary ? summaryCounts(summary) : everyProject ? countProjects(list.items) : null;
  return (
    <>
      <StaticPart>
        <PageHero
          title="Development Projects"
          subtitle="Restorations, conversions and new homes across Norfolk."
          image={developmentsHero}
        />
      </StaticPart>
      <section className="site-container dev-projects" aria-labelledby="projects-title">
        <h2
          id="projects-title"
          ref={targetRef}
          tabIndex={-1}
          className="kit-heading-4 dev-projects__title"
        >
          Our Projects
        </h2>
        <div role="status" className="kit-visually-hidden">
          {announcement}
        </div>
        {waiting && <LoadingStatus label="Loading projects" />}
        {error !== undefined && !waiting && (
          <LoadErrorNote title="Error Loading Developments" onRetry={retry} retrying={validating}>
            Unable to load development projects. Please try again later.
          </LoadErrorNote>
        )}
        {list && (
          <>
            {counts && (
              <StaticPart showing={Object.values(counts).join(' ')}>
                <ProjectCounters counts={counts} />
              </StaticPart>
            )}
            {list.items.length === 0 && list.page === 1 && (
              <div className="dev-empty">
                <h3 className="kit-heading-5">No Projects Available</h3>
                <p className="kit-secondary">
                  New projects will appear here as soon as they are announced.
                </p>
              </div>
            )}
            {list.items.length === 0 && list.page > 1 && (
              <PastLastPage
                heading="No More Projects"
                noun="project"
                headingLevel="h3"
                className="dev-empty"
              />
            )}
            {list.items.length > 0 && (
              <div className="dev-list" aria-busy={pending || undefined}>
                {/* Drawn afresh in the browser when the page of projects changes. */}
                <StaticPart showing={list.items.map((project) => project.id).join(' ')}>
                  <ProjectCards projects={list.items} eagerCount={3} />
                </StaticPart>
              </div>
            )}
            {list.items.length > 0 && (page > 1 || hasNext) && (
              <Pager page={page} hasNext={hasNext} onTurn={turned} />
            )}
          </>
        )}
      </section>
      <StaticPart>
        <DevelopmentServices />
        <ContactCallToAction
          title="Planning a Development?"
          text="Whether you have land, a building to convert or homes ready to sell, talk to our team about how we can help."
        />
      </StaticPart>
    </>
  );
}
