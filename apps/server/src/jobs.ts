import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import { INTERVIEW_BUILD_JOB, runInterviewBuild } from './modules/interview-build/service';
import { TRANSCODE_JOB, answerTranscodeHandler } from './modules/media/transcode';
import { BULK_TRANSCRIBE_JOB, BULK_TRANSCRIBE_LANE, TRANSCRIBE_JOB, onAnswerReady } from './modules/transcripts/service';
import { answerTranscribeHandler } from './modules/transcripts/job';
import { SUMMARY_JOB, candidateSummaryHandler } from './modules/transcripts/summary';
import { REMINDER_SCAN_EVERY_MS, REMINDER_SCAN_JOB, scanReminders } from './modules/reminders/scan';
import { UPLOADS_CLEANUP_EVERY_MS, UPLOADS_CLEANUP_JOB, cleanUpUploads } from './modules/uploads/tus';
import { METER_EVENT_JOB, meterEventHandler } from './modules/billing/stripe-meter';
import { PACKAGE_EXPIRY_SCAN_EVERY_MS, PACKAGE_EXPIRY_SCAN_JOB, scanPackageExpiry } from './modules/billing/expiry';
import { DATA_REQUEST_EXPIRY_JOB, DATA_REQUEST_JOB, expireRequests } from './modules/data-requests/service';
import { dataRequestHandler } from './modules/data-requests/job';
import { AUDIT_PURGE_EVERY_MS, AUDIT_PURGE_JOB, purgeAuditTrail } from './modules/audit/retention';
import { ERASE_JOB, eraseHandler } from './modules/lifecycle/erase';
import { RETENTION_SCAN_EVERY_MS, RETENTION_SCAN_JOB, scanRetention } from './modules/lifecycle/retention';
import { CLOSE_ENDED_EVERY_MS, CLOSE_ENDED_JOB, SYNC_JOB, closeEndedPostings } from './modules/jobboards/service';
import { ENDED_SCAN_EVERY_MS, ENDED_SCAN_JOB, scanEndedJobs } from './modules/campaigns/ended-notices';
import { jobBoardSyncHandler } from './modules/jobboards/job';
import { WEBHOOK_DELIVER_JOB, WEBHOOK_LANE } from './modules/webhooks/emit';
import { webhookDeliverHandler } from './modules/webhooks/deliver';
import { RELEASE_INVITATIONS_EVERY_MS, RELEASE_INVITATIONS_JOB, releaseExpiredInvitations } from './modules/users/invitations';

/**
 * Every background job of the app, by name, with what runs it: the queued ones (a change
 * enqueues them in its transaction) and the periodic ones (one stays scheduled, deduplicated
 * across replicas). buildApp calls this once, before the queue starts.
 */
export function registerJobs(ctx: AppContext, log: FastifyBaseLogger) {
  const { queue } = ctx;
  // Queued: a job's interview after its questions or voice change (DESIGN §6.1).
  queue.handle(INTERVIEW_BUILD_JOB, (payload, job) =>
    runInterviewBuild(ctx, { enterpriseId: Number(payload.enterpriseId), campaignId: Number(payload.campaignId), attempt: job.attempt }),
  );
  // Queued: an answer's MP4 and poster once its upload finishes (DESIGN §6.4); once it is
  // playable, in the same transaction, its transcript (issue 15) when an engine runs and the
  // enterprise has transcripts on.
  queue.handle(TRANSCODE_JOB, answerTranscodeHandler(ctx, log, { onReady: (db, response) => onAnswerReady({ ...ctx, db }, response) }));
  // Queued: an answer's transcript; the candidate's summary once all their answers have one.
  queue.handle(TRANSCRIBE_JOB, answerTranscribeHandler(ctx));
  // Queued: the same recognition asked for in bulk (the demo's answers), one at a time in a lane
  // of its own and at a lower CPU priority, behind nothing and holding nothing back.
  queue.handle(BULK_TRANSCRIBE_JOB, answerTranscribeHandler(ctx, { background: true }), { lane: BULK_TRANSCRIBE_LANE });
  queue.handle(SUMMARY_JOB, candidateSummaryHandler(ctx));
  // Queued: a launched job's Stripe meter event under a metered package.
  queue.handle(METER_EVENT_JOB, meterEventHandler(ctx));
  // Queued: a candidate's erasure (issue 16): media first, then rows; a crash is finished by the retry.
  queue.handle(ERASE_JOB, eraseHandler(ctx));
  // Periodic: candidates of jobs ended longer ago than the enterprise's retention are erased.
  queue.every(RETENTION_SCAN_JOB, RETENTION_SCAN_EVERY_MS, async () => {
    await scanRetention(ctx);
  });
  // Periodic: reminder emails to candidates who have not finished.
  queue.every(REMINDER_SCAN_JOB, REMINDER_SCAN_EVERY_MS, async () => {
    await scanReminders(ctx);
  });
  // Periodic: expired team invitations free their addresses.
  queue.every(RELEASE_INVITATIONS_JOB, RELEASE_INVITATIONS_EVERY_MS, async () => {
    await releaseExpiredInvitations(ctx);
  });
  // Periodic: owners told once that their package ends soon, and once that it has ended.
  queue.every(PACKAGE_EXPIRY_SCAN_JOB, PACKAGE_EXPIRY_SCAN_EVERY_MS, async () => {
    await scanPackageExpiry(ctx);
  });
  // Queued: a candidate's confirmed data request (issue 16): their copy, or their deletion.
  queue.handle(DATA_REQUEST_JOB, dataRequestHandler(ctx));
  // Periodic: data requests never confirmed, and data copies past their download days.
  queue.every(DATA_REQUEST_EXPIRY_JOB, 60 * 60 * 1000, async () => {
    await expireRequests(ctx);
  });
  // Periodic: audit entries past their retention (issue 16).
  queue.every(AUDIT_PURGE_JOB, AUDIT_PURGE_EVERY_MS, async () => {
    await purgeAuditTrail(ctx);
  });
  // Queued: a job's publish, update or close on a job board (issue 17).
  queue.handle(SYNC_JOB, jobBoardSyncHandler(ctx));
  // Periodic: postings of jobs that have ended or were deleted are closed on their boards.
  queue.every(CLOSE_ENDED_JOB, CLOSE_ENDED_EVERY_MS, async () => {
    await closeEndedPostings(ctx);
  });
  // Periodic: jobs that passed their end date are told as job.ended, once per ending (issue 17).
  queue.every(ENDED_SCAN_JOB, ENDED_SCAN_EVERY_MS, async () => {
    await scanEndedJobs(ctx);
  });
  // Queued: one attempt of a batch of one endpoint's webhook deliveries (issue 17), in the webhook
  // lane; a failure queues the next after a backoff.
  queue.handle(WEBHOOK_DELIVER_JOB, webhookDeliverHandler(ctx), { lane: WEBHOOK_LANE });
  // Periodic: abandoned answer uploads.
  queue.every(UPLOADS_CLEANUP_JOB, UPLOADS_CLEANUP_EVERY_MS, () => cleanUpUploads(ctx));
}
