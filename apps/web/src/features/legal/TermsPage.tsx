import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Terms of Service page is built. */
export function TermsPage() {
  return <PlaceholderPage title="Terms of Service" />;
}
