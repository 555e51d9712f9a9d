import { and, eq } from 'drizzle-orm';
import type { ConsentRecord } from '@candid/shared';
import { candidateConsents } from '../../db/schema/index';
import type { Deps } from '../../context';

/**
 * What the candidate of a line agreed to (recorded by interview/service.ts giveConsent), or null
 * when they never consented. The caller checks who may see it; a candidate's data copy includes it.
 */
export async function consentRecordOf({ db }: Deps, enterpriseId: number, lineId: number): Promise<ConsentRecord | null> {
  const [row] = await db
    .select()
    .from(candidateConsents)
    .where(and(eq(candidateConsents.enterpriseId, enterpriseId), eq(candidateConsents.campaignLineId, lineId)));
  return row
    ? { ConsentText: row.consentText, PrivacyPolicyVersion: row.privacyPolicyVersion, AcceptedAt: new Date(row.acceptedAt).toISOString(), IpAddress: row.ipAddress }
    : null;
}
