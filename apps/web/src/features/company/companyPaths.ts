/*
 * The addresses of /company's settings sections: /company for the profile, /company/{id} for the
 * others. Apart from the sections themselves, so other screens can link to one without loading it.
 */

export const COMPANY_SECTION_IDS = ['profile', 'transcripts', 'retention', 'data-requests', 'job-boards', 'api-keys', 'webhooks'] as const;
export type CompanySectionId = (typeof COMPANY_SECTION_IDS)[number];

/** The address of a section. */
export const companySectionPath = (id: CompanySectionId) => (id === 'profile' ? '/company' : `/company/${id}`);

/** The section a /company path names: 'profile' for /company itself, undefined for an unknown one. */
export function sectionAt(pathname: string): CompanySectionId | undefined {
  const [, , id = 'profile', ...rest] = pathname.replace(/\/+$/, '').toLowerCase().split('/');
  return rest.length === 0 ? COMPANY_SECTION_IDS.find((s) => s === id) : undefined;
}
