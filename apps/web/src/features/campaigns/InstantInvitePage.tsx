import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Invite Candidates page is built. */
export function InstantInvitePage() {
  return <PlaceholderPage title="Invite Candidates" />;
}
