import type { CandidateResume, InterviewVideo, QuestionResponse } from '@candid/shared';
import type { candidateResumes, interviewVideos } from '../../db/schema/index';
import { toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { playableKey, type ResponseRow } from './responses';

/*
 * Answers, resumes and interview videos at the HTTP edge (issue 31): the rows say durationMs,
 * originalName, ...; the wire QuestionResponse_DurationMs, CandidateResume_OriginalName, ...
 * (wireNames.questionResponses, .candidateResumes, .interviewVideos). The media-store keys stay on
 * the server: the wire has the URLs that serve them.
 */

type ResumeRow = typeof candidateResumes.$inferSelect;
type VideoRow = typeof interviewVideos.$inferSelect;

/** An answer's recording row → the wire's QuestionResponse, with the URLs of its video and poster. */
export function responseToWire(row: ResponseRow): QuestionResponse {
  const { uploadId: _upload, originalKey: _original, mp4Key: _mp4, posterKey, lastError: _error, ...rest } = row;
  return {
    ...toWire(wireNames.questionResponses, rest),
    QuestionResponse_VideoUrl: playableKey(row) ? `/api/QuestionResponse/${row.id}/video` : null,
    QuestionResponse_PosterUrl: posterKey ? `/api/QuestionResponse/${row.id}/poster` : null,
  };
}

/** A resume row → the wire's CandidateResume, with the URL of its file. */
export function resumeToWire(row: ResumeRow): CandidateResume {
  const { fileKey: _file, ...rest } = row;
  return { ...toWire(wireNames.candidateResumes, rest), CandidateResume_Url: `/api/CandidateResume/${row.id}/file` };
}

/** An interview video row → the wire's InterviewVideo, with the URLs of the video and its poster. */
export function interviewVideoToWire(row: VideoRow): InterviewVideo {
  const { mediaKey: _media, posterKey, ...rest } = row;
  return {
    ...toWire(wireNames.interviewVideos, rest),
    InterviewVideo_Url: `/api/InterviewVideo/${row.id}/video`,
    InterviewVideo_PosterUrl: posterKey ? `/api/InterviewVideo/${row.id}/poster` : null,
  };
}
