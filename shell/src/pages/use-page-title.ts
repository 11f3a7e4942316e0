import { useEffect } from 'react';
import { AGENCY } from '@reedmere/agency';

/** Sets the document title (the SEO records take over in a later step). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === AGENCY.name ? title : `${title} | ${AGENCY.name}`;
  }, [title]);
}
