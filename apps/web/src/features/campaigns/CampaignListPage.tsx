import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Jobs page is built. */
export function CampaignListPage() {
  return <PlaceholderPage title="Jobs" />;
}
