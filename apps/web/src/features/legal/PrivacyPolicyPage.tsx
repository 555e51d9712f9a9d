import { LegalPage } from './LegalPage';

/** /privacy-policy and /privacy-policy/{enterpriseId}. */
export function PrivacyPolicyPage() {
  return <LegalPage name="Privacy_Policy" />;
}
