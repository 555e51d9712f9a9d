import type { AppContext } from '../../context';
import { INTERVIEW_BUILD_JOB, runInterviewBuild } from './service';

/** Registers the interview-build worker on the queue (before it starts). */
export function registerInterviewBuildJobs(ctx: AppContext) {
  ctx.queue.handle(INTERVIEW_BUILD_JOB, (payload, job) => runInterviewBuild(ctx, payload, job));
}
