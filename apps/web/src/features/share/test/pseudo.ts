import { allowPlainText } from '../../../test/pseudo';

/**
 * The plain words a share page shows in the tests' pseudo-locale (src/test/pseudo.ts) that no
 * catalogue gives: the product's name, the time of day Intl writes in English after the link's
 * expiry date ('at 4:05 AM'), the path the test router shows (src/test/render.tsx), and the
 * label react-toastify gives the app's toast region (components/Toasts.tsx, English on every page).
 * Called once per file.
 */
export function allowShareText(token: string) {
  allowPlainText(/\bCandid\b/g, /\bat \d{1,2}:\d\d\s[AP]M\b/g, `/share/${token}`, 'Notifications Alt+T');
}
