import { useEffect } from 'react';
import type { PageMeta } from '@reedmere/agency';
import { applyPageMeta } from './apply-page-meta';
import { usePageMeta } from './use-page-meta';

/** Keeps the document's title, description, keywords, Open Graph and X card tags true to the page. */
export function SeoManager() {
  const meta = usePageMeta();
  // The meta is rebuilt on each render; the head is written only when a value changes.
  const signature = meta && JSON.stringify(meta);
  useEffect(() => {
    if (signature) applyPageMeta(JSON.parse(signature) as PageMeta);
  }, [signature]);
  return null;
}
