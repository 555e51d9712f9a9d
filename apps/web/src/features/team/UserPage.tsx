import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Team page is built. */
export function UserPage() {
  return <PlaceholderPage title="Team" />;
}
