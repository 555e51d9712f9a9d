import type { AuditEntry } from '@candid/shared';
import { toWire, type WireNames } from '../../http/wire';
import type { TrailEntry } from './service';

/*
 * An audit entry at the edge (issue 31): the server says id, lineId, actorKind, ...; GET /Audit
 * and the columns of its CSV say Audit_ID, CampaignLine_ID, Actor_Kind, ... (AuditEntry).
 */

const auditEntryNames = {
  id: 'Audit_ID',
  lineId: 'CampaignLine_ID',
  campaignId: 'Campaign_ID',
  actorKind: 'Actor_Kind',
  actorId: 'Actor_ID',
  actor: 'Actor',
  action: 'Action',
  detail: 'Detail',
  at: 'At',
} as const satisfies WireNames;

/** An entry of the trail → the wire's AuditEntry. */
export function auditEntryToWire(entry: TrailEntry): AuditEntry {
  return toWire(auditEntryNames, entry);
}
