import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Edit Enterprise Account page is built. */
export function CompanyEditPage() {
  return <PlaceholderPage title="Edit Enterprise Account" />;
}
