import { Link as RouterLink } from '@reedmere/router';
import type { Development } from '@reedmere/contracts';
import { htmlParagraphs, ResponsiveImage } from '@reedmere/web-kit';
import { formatDateRange } from '../../../shared/format-date';
import { StatusChip } from '../../../shared/status-chip';

const cardSizes = (perRow: number) =>
  `(min-width: 1200px) ${perRow === 2 ? 560 : 370}px, (min-width: 900px) ${Math.round(100 / perRow)}vw, (min-width: 600px) 50vw, 100vw`;
const SUMMARY_LENGTH = 140;

/** The picture that best shows a project: finished, else under way, else before. */
function coverImage(project: Development): string | undefined {
  return project.afterImages?.[0] ?? project.duringImages?.[0] ?? project.beforeImages?.[0];
}

function summary(description: string | null | undefined): string {
  const text = htmlParagraphs(description).join(' ');
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH).trimEnd()}...` : text;
}

export interface ProjectCardsProps {
  projects: readonly Development[];
  /** How many cards from the top load at once; the rest wait until scrolled near. */
  eagerCount?: number;
  /** Cards per row on a wide screen: 3 on the list page, 2 for the home page's pair. */
  perRow?: 2 | 3;
}

/** A grid of project cards: picture, status, title (linking to the project), place and dates. */
export function ProjectCards({ projects, eagerCount = 0, perRow = 3 }: ProjectCardsProps) {
  return (
    <ul className={perRow === 3 ? 'kit-card-grid' : 'kit-card-grid dev-cards--two'}>
      {projects.map((project, index) => {
        const text = summary(project.description);
        return (
          <li key={project.id}>
            <div className="dev-card">
              <ResponsiveImage
                src={coverImage(project)}
                alt=""
                sizes={cardSizes(perRow)}
                aspectRatio="3 / 2"
                eager={index < eagerCount}
              />
              <div className="dev-card__body">
                <div className="dev-card__badges">
                  <StatusChip status={project.status} />
                </div>
                <h3 className="dev-card__title">
                  {/* The title is the card's one link; its ::after stretches over the whole card. */}
                  <RouterLink
                    className="kit-plain-link dev-card__link"
                    to={`/developments/${encodeURIComponent(project.id)}`}
                  >
                    {project.title}
                  </RouterLink>
                </h3>
                <p className="dev-small kit-secondary">{project.location || 'Location TBC'}</p>
                <p className="dev-small kit-secondary">
                  {formatDateRange(project.startDate, project.endDate)}
                </p>
                {text && <p className="dev-small dev-card__summary">{text}</p>}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
