import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Create Instant Job page is built. */
export function InstantCampaignCreatePage() {
  return <PlaceholderPage title="Create Instant Job" />;
}

/** Placeholder until the Edit Instant Job page is built. */
export function InstantCampaignEditPage() {
  return <PlaceholderPage title="Edit Instant Job" />;
}
