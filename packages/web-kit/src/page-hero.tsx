import type { CSSProperties, ReactNode } from 'react';

export interface PageHeroProps {
  title: string;
  subtitle?: string;
  /** A hero image URL (see `@reedmere/web-kit/heroes/<page>`); the navy gradient shows without it. */
  image?: string;
  children?: ReactNode;
}

/**
 * The band at the top of a page: its one h1, a line under it and the page's calls to action.
 * Plain markup, styled by `web-kit.css` in the site's stylesheet: a page drawn without MUI has
 * one too.
 */
export function PageHero({ title, subtitle, image, children }: PageHeroProps) {
  // The picture is the only thing that changes from page to page.
  const picture = image ? ({ '--kit-hero-image': `url("${image}")` } as CSSProperties) : undefined;
  return (
    <section
      className={image ? 'kit-hero kit-hero--picture' : 'kit-hero'}
      style={picture}
      aria-labelledby="page-hero-title"
    >
      <div className="site-container">
        <h1 id="page-hero-title" className="kit-hero__title">
          {title}
        </h1>
        {subtitle && <p className="kit-hero__subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
