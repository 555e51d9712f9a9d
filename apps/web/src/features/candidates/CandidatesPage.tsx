import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Candidates page is built. */
export function CandidatesPage() {
  return <PlaceholderPage title="Candidates" />;
}
