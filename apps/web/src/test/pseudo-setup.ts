// The second run of the candidate app's tests, in the pseudo-locale (src/test/pseudo.ts).
import { LOCALE_NAMES } from '@candid/shared/locales';
import { allowPlainText, installPseudoLocale } from './pseudo';

// The formats the app names as they are, and each language's name in itself (the language switch).
allowPlainText(/\b(PDF|DOCX?|PNG|JPE?G|MB|https?)\b/g, ...Object.values(LOCALE_NAMES));
// Dates come from Intl in the page's language, which the pseudo-locale leaves English.
const months = new Intl.DateTimeFormat('en', { month: 'long' });
allowPlainText(...Array.from({ length: 12 }, (_, month) => months.format(new Date(2026, month, 1))));
installPseudoLocale();
