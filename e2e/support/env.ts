/**
 * What global setup hands to the test workers. Global setup runs in the runner process before
 * the workers start, so the variables it sets in process.env are inherited by every worker.
 */
export const ENV = {
  baseURL: 'CANDID_E2E_BASE_URL',
  mailDir: 'CANDID_E2E_MAIL_DIR',
  dataDir: 'CANDID_E2E_DATA_DIR',
  seekPort: 'CANDID_E2E_SEEK_PORT',
  idibuPort: 'CANDID_E2E_IDIBU_PORT',
} as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with \`npx playwright test\` (global setup sets it).`);
  return value;
}

/** Origin of the app under test, e.g. http://127.0.0.1:41234. */
export const baseURL = (): string => required(ENV.baseURL);

/** Folder where the capture SMTP server writes every received message as <id>.eml. */
export const mailDir = (): string => required(ENV.mailDir);

/** The shared app server's DATA_DIR (where it writes its operator token for `npm run billing`). */
export const dataDir = (): string => required(ENV.dataDir);

/**
 * The ports the shared app server expects the job boards on (SEEK_API_BASE / IDIBU_API_BASE):
 * nothing listens there until a spec starts its stand-in (e2e/specs/job-boards.spec.ts).
 */
export const seekPort = (): number => Number(required(ENV.seekPort));
export const idibuPort = (): number => Number(required(ENV.idibuPort));

/**
 * Candid's SEEK partner credentials on the shared app server (SEEK_CLIENT_ID, SEEK_CLIENT_SECRET):
 * the job-boards spec starts its SEEK stand-in with the same, so the server's token request passes.
 */
export const SEEK_PARTNER = { clientId: 'seek-e2e-partner', clientSecret: 'seek-e2e-partner-secret-value' } as const;

/** The operator address the shared e2e server is given (OPERATOR_CONTACT_EMAIL): upgrade requests go there. */
export const OPERATOR_CONTACT_EMAIL = 'operator@candid-e2e.test';
