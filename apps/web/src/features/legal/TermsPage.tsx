import { LegalPage } from './LegalPage';

/** /terms-of-condition and /terms-of-condition/{enterpriseId}. */
export function TermsPage() {
  return <LegalPage name="Terms_Of_Service" />;
}
