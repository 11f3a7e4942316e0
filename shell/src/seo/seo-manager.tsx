import { memo, startTransition, useEffect, useState } from 'react';
import { useLocation } from '@reedmere/router';
import type { PageMeta } from '@reedmere/agency';
import { applyPageMeta } from './apply-page-meta';
import { usePageMeta } from './use-page-meta';

/** Writes the head for `pathname`. */
const PageHead = memo(function PageHead({ pathname }: { pathname: string }) {
  const meta = usePageMeta(pathname);
  // The meta is rebuilt on each render; the head is written only when a value changes.
  const signature = meta && JSON.stringify(meta);
  useEffect(() => {
    if (signature) applyPageMeta(JSON.parse(signature) as PageMeta);
  }, [signature]);
  return null;
});

/**
 * Keeps the document's title, description, keywords, Open Graph and X card tags true to the page.
 * It follows the address in a low-priority update after each page is committed: the head is no
 * part of what the visitor sees, so a newly opened page is drawn without waiting for its meta.
 */
export function SeoManager() {
  const { pathname } = useLocation();
  const [headPath, setHeadPath] = useState(pathname);
  useEffect(() => startTransition(() => setHeadPath(pathname)), [pathname]);
  return <PageHead pathname={headPath} />;
}
