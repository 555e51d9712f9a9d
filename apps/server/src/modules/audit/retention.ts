import { sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import { auditEvents } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { definePeriodicJob } from '../../platform/queue/define';

/** Audit entries past their retention (issue 16) are purged once a day. */
export const auditPurgeJob = definePeriodicJob({ name: 'audit.purge', every: 24 * 60 * 60 * 1000, run: (deps: Deps<'config'>) => purgeAuditTrail(deps) });

/**
 * Deletes audit entries older than AUDIT_RETENTION_DAYS (default 7 years). The table's trigger
 * refuses every DELETE except inside a transaction that set `candid.audit_purge`, which only this
 * function does. Returns how many entries went.
 */
export async function purgeAuditTrail(deps: Deps<'config'>): Promise<number> {
  return withTransaction(deps, async ({ db: tx, config }) => {
    await tx.execute(sql`select set_config('candid.audit_purge', 'on', true)`);
    const gone = await tx
      .delete(auditEvents)
      .where(sql`${auditEvents.createdAt} < now() - make_interval(days => ${config.auditRetentionDays})`)
      .returning({ id: auditEvents.id });
    return gone.length;
  });
}
