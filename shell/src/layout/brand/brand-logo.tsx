import { useState } from 'react';
import { AGENCY } from '@reedmere/agency';
import logoUrl from './reedmere-logo.svg';
import lightLogoUrl from './reedmere-logo-light.svg';

/** Width over height of the logo files' view box. */
const LOGO_ASPECT = 236 / 56;

export interface BrandLogoProps {
  /** 'light' is the variant drawn for the dark header and footer. */
  readonly variant?: 'dark' | 'light';
  /** Rendered height in pixels; the width follows the logo's proportions. */
  readonly height?: number;
}

/**
 * The agency's logo. If the image cannot be loaded, the short text mark takes its place, so the
 * brand (and the accessible name) never disappears.
 */
export function BrandLogo({ variant = 'dark', height = 48 }: BrandLogoProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={AGENCY.name}
        className={variant === 'light' ? 'site-logo-mark site-logo-mark--light' : 'site-logo-mark'}
        style={{ fontSize: height * 0.5, lineHeight: `${height}px` }}
      >
        {AGENCY.shortMark}
      </span>
    );
  }
  return (
    <img
      className="site-logo"
      src={variant === 'light' ? lightLogoUrl : logoUrl}
      alt={AGENCY.name}
      // Both dimensions reserve the space before the file arrives, so the header does not jump.
      height={height}
      width={Math.round(height * LOGO_ASPECT)}
      style={{ height }}
      onError={() => setFailed(true)}
    />
  );
}
