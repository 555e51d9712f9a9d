import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Instant Jobs page is built. */
export function InstantCampaignListPage() {
  return <PlaceholderPage title="Instant Jobs" />;
}
