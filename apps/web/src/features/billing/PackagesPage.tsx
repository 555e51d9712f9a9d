import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Select Package page is built. */
export function PackagesPage() {
  return <PlaceholderPage title="Select Package" />;
}
