import { LegalPage } from './legal-page';
import { PRIVACY_SECTIONS } from './privacy-policy-sections';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      subtitle="How we collect, use and protect your personal information."
      sections={PRIVACY_SECTIONS}
    />
  );
}
