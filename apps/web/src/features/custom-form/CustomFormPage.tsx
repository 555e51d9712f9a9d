import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until the Custom Form page is built. */
export function CustomFormPage() {
  return <PlaceholderPage title="Custom Form" />;
}
