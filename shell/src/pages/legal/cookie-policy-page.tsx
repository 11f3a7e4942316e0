import { useMemo } from 'react';
import { cookiePolicySections } from './cookie-policy-sections';
import { LegalPage } from './legal-page';

export interface CookiePolicyPageProps {
  /** Reloads the page after the cookie choices are cleared; tests inject their own. */
  readonly reload?: () => void;
}

/** /cookie-policy */
export function CookiePolicyPage({ reload }: CookiePolicyPageProps) {
  const sections = useMemo(() => cookiePolicySections(reload), [reload]);
  return (
    <LegalPage
      title="Cookie Policy"
      subtitle="The cookies this website uses and the choices you have."
      sections={sections}
    />
  );
}
