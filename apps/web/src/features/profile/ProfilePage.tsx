import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Stub: the profile page is being built (issue 12). */
export function ProfilePage() {
  return <PlaceholderPage title="My profile" />;
}
