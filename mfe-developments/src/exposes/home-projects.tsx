import { Link as RouterLink } from '@reedmere/router';
import { HOME_COUNTS, isSectionError, type PageLoader } from '@reedmere/contracts';
import { LoadingStatus, RemoteStylesheet } from '@reedmere/web-kit';
import { HOME_KEY, useHomeDevelopments } from '../features/project-list/api/use-home-developments';
import { ProjectCards } from '../features/project-list/components/project-cards';
import stylesheet from '../shared/developments.css';

/** Exposed as `developments/home-projects`: the home page's first 2 projects. */
export default function HomeProjects() {
  const { data, error, isLoading } = useHomeDevelopments();
  const section = data?.developments;
  // The home aggregate marks the developments `{ error }` when only their service failed.
  const failed = (error && !data) || isSectionError(section);
  const projects = Array.isArray(section) ? section.slice(0, HOME_COUNTS.developments) : [];
  return (
    <section className="site-container dev-home" aria-labelledby="home-projects-title">
      <RemoteStylesheet href={stylesheet} />
      <div className="dev-home__head">
        <h2 id="home-projects-title" className="kit-heading-4">
          Development Projects
        </h2>
        <RouterLink className="kit-text-button" to="/developments">
          View all projects
        </RouterLink>
      </div>
      {isLoading && <LoadingStatus label="Loading projects" />}
      {failed && (
        <p className="dev-home__error">
          Error Loading Developments. Unable to load development projects. Please try again later.
        </p>
      )}
      {data && !failed && projects.length === 0 && (
        <p className="dev-text">No Projects Available</p>
      )}
      {projects.length > 0 && <ProjectCards projects={projects} perRow={2} />}
    </section>
  );
}

/** The home aggregate, read once for every home widget. */
export const loader: PageLoader = () => [{ key: HOME_KEY }];

/** Cards, headings and links: a page the server rendered keeps it as served. */
export const staticSection = true;

/** Drawn in plain markup with the remote's stylesheet: the page needs no styling library for it. */
export const plainMarkup = true;
