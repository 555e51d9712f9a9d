import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Company page is built. */
export function CompanyPage() {
  return <PlaceholderPage title="Company" />;
}
