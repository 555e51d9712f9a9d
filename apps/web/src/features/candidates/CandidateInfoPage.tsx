import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Candidate Info page is built. */
export function CandidateInfoPage() {
  return <PlaceholderPage title="Candidate Info" />;
}
