import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../context';
import { dataRequests } from '../../db/schema/index';
import { defineSubscriber } from '../../platform/events';
import { defineJob, enqueue } from '../../platform/queue/define';

/*
 * Data requests' part of erasing candidates (modules/lifecycle/erase.ts). Lifecycle sits below
 * this module, so it announces instead of calling: when an enterprise erases its last candidate
 * with an address, it publishes 'candidate.address_erased' in the erasure's transaction, and the
 * person's data requests to that enterprise forget the address there and then.
 */

/** Forgets an erased address in the enterprise's data requests (registered in src/jobs.ts). */
export const forgetErasedAddress = defineSubscriber({
  event: 'candidate.address_erased',
  data: z.object({ address: z.string() }),
  run: (deps: Deps, { address }, event) => forgetAddress(deps, { enterpriseId: event.enterpriseId, address }),
});

/**
 * The person's data requests to the enterprise forget their address (lower-cased), and a copy's
 * download link stops answering at once (404); a copy's zip is deleted from the store by
 * erasedCopiesJob, queued here in the same transaction, which finds it by the forgotten address
 * ('') and its remaining key.
 */
export async function forgetAddress({ db }: Deps, { enterpriseId, address }: { enterpriseId: number; address: string }): Promise<void> {
  const forgotten = await db
    .update(dataRequests)
    .set({ email: '', downloadTokenHash: null })
    .where(and(eq(dataRequests.enterpriseId, enterpriseId), sql`lower(${dataRequests.email}) = ${address}`))
    .returning({ archiveKey: dataRequests.archiveKey });
  if (forgotten.some((r) => r.archiveKey)) {
    await enqueue(db, erasedCopiesJob, {}, { enterpriseId, dedupeKey: `erased-copies:${enterpriseId}` });
  }
}

/** The 'dataRequest.dropErasedCopies' job: the zips of the enterprise's copies whose person was erased leave the store. */
export const erasedCopiesJob = defineJob({
  name: 'dataRequest.dropErasedCopies',
  payload: z.object({}),
  maxAttempts: 10,
  run: async (deps: Deps<'media'>, _payload, job) => {
    if (job.enterpriseId !== null) await deleteErasedCopies(deps, job.enterpriseId);
  },
});

/** Deletes the zips of copies whose person was erased (see forgetAddress); idempotent. */
export async function deleteErasedCopies({ db, media }: Deps<'media'>, enterpriseId: number): Promise<void> {
  const copies = await db
    .select({ id: dataRequests.id, key: dataRequests.archiveKey })
    .from(dataRequests)
    .where(and(eq(dataRequests.enterpriseId, enterpriseId), eq(dataRequests.email, ''), isNotNull(dataRequests.archiveKey)));
  for (const copy of copies) {
    await media.delete(copy.key!);
    await db
      .update(dataRequests)
      .set({ archiveKey: null })
      .where(and(eq(dataRequests.enterpriseId, enterpriseId), eq(dataRequests.id, copy.id)));
  }
}
