import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Client Preferences page is built. */
export function ClientsPage() {
  return <PlaceholderPage title="Client Preferences" />;
}
