/**
 * Leaving the app for another site's page (Stripe Checkout, the billing portal). One object, so
 * that a test can watch where the app sends the browser: jsdom's `location` cannot be replaced
 * where the tests run (vitest's vmThreads pool, apps/web/vitest.config.ts).
 */
export const externalPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
