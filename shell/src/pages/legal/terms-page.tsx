import { LegalPage } from './legal-page';
import { TERMS_SECTIONS } from './terms-sections';

/** /terms-conditions */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      subtitle="The terms of using this website and our services."
      sections={TERMS_SECTIONS}
    />
  );
}
