import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Generate Questions page is built. */
export function CampaignGeneratePage() {
  return <PlaceholderPage title="Generate Questions" />;
}
