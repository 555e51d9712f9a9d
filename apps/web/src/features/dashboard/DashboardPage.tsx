import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Dashboard page is built. */
export function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
