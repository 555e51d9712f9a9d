import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Templates page is built. */
export function TemplatesPage() {
  return <PlaceholderPage title="Templates" />;
}
