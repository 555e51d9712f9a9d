import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import {
  candidateSummarySchema,
  transcriptSchema,
  transcriptSettingsInputSchema,
  transcriptSettingsSchema,
} from '../entities/transcript';
import { endpoint, idParams, wrapped } from './common';
import { transcriptsRoutes } from '../routes/transcripts';

const token = z.string();
/** WebVTT text (text/vtt), streamed as is. */
const vttBody = z.string().meta({ description: 'A WebVTT file (text/vtt).' });

/**
 * Transcripts, captions and summaries (issue 15). The answer's routes follow the video's access
 * rules (a Hiring Manager only for jobs they manage; another tenant's id is a 404).
 */
export const transcriptsApi = {
  /** GET /QuestionResponse/{id}/transcript */
  transcript: endpoint(transcriptsRoutes.transcript, { params: idParams('id'), response: { 200: wrapped(transcriptSchema) } }),
  /** POST /QuestionResponse/{id}/transcript: run recognition again (202, status 'queued'). */
  rerun: endpoint(transcriptsRoutes.rerun, { params: idParams('id'), response: { 202: wrapped(transcriptSchema) } }),
  /** GET /QuestionResponse/{id}/captions.vtt */
  captions: endpoint(transcriptsRoutes.captions, { params: idParams('id'), response: { 200: vttBody } }),
  /** GET /share/{token}/answers/{responseId}/transcript */
  shareTranscript: endpoint(transcriptsRoutes.shareTranscript, { params: z.object({ token, responseId: queryIdSchema }), response: { 200: wrapped(transcriptSchema) } }),
  /** GET /share/{token}/answers/{responseId}/captions.vtt */
  shareCaptions: endpoint(transcriptsRoutes.shareCaptions, { params: z.object({ token, responseId: queryIdSchema }), response: { 200: vttBody } }),
  /** GET /CampaignLine/{id}/summary: data null when none was made yet. */
  summary: endpoint(transcriptsRoutes.summary, { params: idParams('id'), response: { 200: wrapped(candidateSummarySchema.nullable()) } }),
  /** POST /CampaignLine/{id}/summary: make it again from the current transcripts (202). */
  resummarize: endpoint(transcriptsRoutes.resummarize, { params: idParams('id'), response: { 202: wrapped(candidateSummarySchema.nullable()) } }),
  /** GET /Transcripts/Settings */
  settings: endpoint(transcriptsRoutes.settings, { response: { 200: wrapped(transcriptSettingsSchema) } }),
  /** PUT /Transcripts/Settings (owner and administrators). */
  saveSettings: endpoint(transcriptsRoutes.saveSettings, { body: transcriptSettingsInputSchema, response: { 200: wrapped(transcriptSettingsSchema) } }),
};
