import type { AppContext } from './context';
import { interviewBuildJob } from './modules/questions/build';
import { transcodeJob } from './modules/media/transcode';
import { transcribeWhenTranscoded } from './modules/transcripts/service';
import { bulkTranscribeJob, transcribeJob } from './modules/transcripts/job';
import { summaryJob } from './modules/transcripts/summary';
import { reminderScanJob } from './modules/reminders/scan';
import { uploadsCleanupJob } from './modules/uploads/tus';
import { meterEventJob } from './modules/billing/stripe-meter';
import { packageExpiryScanJob } from './modules/billing/expiry';
import { expireRequestsJob } from './modules/data-requests/service';
import { dataRequestJob } from './modules/data-requests/job';
import { erasedCopiesJob, forgetErasedAddress } from './modules/data-requests/erasure';
import { auditPurgeJob } from './modules/audit/retention';
import { eraseJob } from './modules/lifecycle/erase';
import { retentionScanJob } from './modules/lifecycle/retention';
import { closeEndedPostingsJob } from './modules/jobboards/service';
import { endedScanJob } from './modules/campaigns/ended-notices';
import { jobBoardSyncJob } from './modules/jobboards/job';
import { webhookDeliverJob } from './modules/webhooks/deliver';
import { releaseInvitationsJob } from './modules/users/invitations';
import { unassignReleasedInvitee } from './modules/campaigns/hiring-manager';

/*
 * An answer, from the candidate's upload to what integrations hear, step by step:
 *
 * 1. Upload finished: modules/uploads/service.ts marks the answer uploaded and queues `transcodeJob`.
 * 2. 'answer.transcode' (modules/media/transcode.ts): MP4 and poster, the answer ready, and the
 *    answer.transcoded event, all in one transaction.
 * 3. answer.transcoded: written to the webhook outbox (modules/webhooks/emit.ts); its subscriber
 *    `transcribeWhenTranscoded` (modules/transcripts/service.ts) queues `transcribeJob` in the
 *    same transaction when an engine runs and the enterprise has transcripts on.
 * 4. 'answer.transcribe' (modules/transcripts/job.ts): the transcript; once every latest answer of
 *    a finished interview has one, `summaryJob` is queued (summary.ts queueSummaryWhenTranscribed).
 * 5. 'candidate.summarize' (modules/transcripts/summary.ts): the candidate's summary.
 * 6. 'webhook.deliver' (modules/webhooks/deliver.ts): each event an endpoint wants (step 3's
 *    answer.transcoded among them), delivered in the webhook lane.
 */

/**
 * Registers every background job and event subscriber of the app, each defined in its module with
 * its payload's schema, lane and attempts; buildApp calls this once, before the queue starts.
 */
export function registerJobs(ctx: AppContext) {
  const { queue, events } = ctx;
  // Queued: a change enqueues them in its transaction.
  queue.handle(interviewBuildJob, ctx);
  queue.handle(transcodeJob, ctx);
  queue.handle(transcribeJob, ctx);
  queue.handle(bulkTranscribeJob, ctx);
  queue.handle(summaryJob, ctx);
  queue.handle(meterEventJob, ctx);
  queue.handle(eraseJob, ctx);
  queue.handle(dataRequestJob, ctx);
  queue.handle(erasedCopiesJob, ctx);
  queue.handle(jobBoardSyncJob, ctx);
  queue.handle(webhookDeliverJob, ctx);
  // Periodic: one of each stays scheduled, deduplicated across replicas.
  queue.every(retentionScanJob, ctx);
  queue.every(reminderScanJob, ctx);
  queue.every(releaseInvitationsJob, ctx);
  queue.every(packageExpiryScanJob, ctx);
  queue.every(expireRequestsJob, ctx);
  queue.every(auditPurgeJob, ctx);
  queue.every(closeEndedPostingsJob, ctx);
  queue.every(endedScanJob, ctx);
  queue.every(uploadsCleanupJob, ctx);
  // Events emitted with the webhook outbox: their subscribers run in the emitter's transaction.
  events.on(transcribeWhenTranscoded, ctx);
  // Internal events (platform/events.ts): told only to these subscribers, in the emitter's transaction.
  events.on(forgetErasedAddress, ctx);
  events.on(unassignReleasedInvitee, ctx);
}
