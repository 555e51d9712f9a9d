import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Create Job page is built. */
export function CampaignCreatePage() {
  return <PlaceholderPage title="Create Job" />;
}

/** Placeholder until the Edit Job page is built. */
export function CampaignEditPage() {
  return <PlaceholderPage title="Edit Job" />;
}
