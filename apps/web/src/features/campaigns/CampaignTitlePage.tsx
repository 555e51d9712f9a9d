import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Job Title page is built. */
export function CampaignTitlePage() {
  return <PlaceholderPage title="Job Title" />;
}
