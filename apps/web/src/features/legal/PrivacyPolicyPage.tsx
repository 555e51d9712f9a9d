import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Privacy Policy page is built. */
export function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy Policy" />;
}
