import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Billing Method page is built. */
export function BillingMethodPage() {
  return <PlaceholderPage title="Billing Method" />;
}
