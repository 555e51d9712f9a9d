import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Create Client page is built. */
export function ClientCreatePage() {
  return <PlaceholderPage title="Create Client" />;
}

/** Placeholder until the Edit Client page is built. */
export function ClientEditPage() {
  return <PlaceholderPage title="Edit Client" />;
}
