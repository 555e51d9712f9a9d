import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateSummary as WireCandidateSummary, Transcript, TranscriptSettings, TranscriptSettingsInput } from '@candid/shared';
import { transcriptsRoutes } from '@candid/shared/routes';
import { fromWire, type OffWire } from '@candid/shared/wire';
import { languageLabel } from '../lib/languages';
import { apiCall, urlOf } from './client';
import { wireNames } from './entities';
import { transcriptKeys } from './queryKeys';

/*
 * Transcripts, captions and summaries (issue 15; packages/shared/src/contract/transcripts.ts).
 * An answer's transcript is read by its id (the hiring team) or through a share link (guests);
 * while the server is still working on it, it is asked for again every few seconds.
 */

/** How often a transcript (or a summary asked for again) is read while the server works on it. */
export const TRANSCRIPT_POLL_MS = 2500;
/** A summary asked for again is waited for this long at most. */
export const SUMMARY_WAIT_MS = 120_000;

/**
 * A candidate's summary: the line it is of (campaignLineId), kind, model, the overall text and one
 * per answer (a stored document: its answers keep the names they were stored with).
 */
export type CandidateSummary = OffWire<WireCandidateSummary, typeof wireNames.candidateSummaries>;

const summaryFromWire = (summary: WireCandidateSummary | null): CandidateSummary | null =>
  summary && fromWire(wireNames.candidateSummaries, summary);

/** Where an answer's transcript comes from: the team's route, or a share link's. */
export type TranscriptSource = { responseId: number; token?: undefined } | { responseId: number; token: string };

/** The WebVTT captions of an answer (same origin: the session cookie or the share token is enough). */
export function captionsUrl(source: TranscriptSource): string {
  return source.token === undefined
    ? urlOf(transcriptsRoutes.captions, { id: source.responseId })
    : urlOf(transcriptsRoutes.shareCaptions, { token: source.token, responseId: source.responseId });
}

/** Queued or running: the server is still making it. */
export const isTranscribing = (transcript: Pick<Transcript, 'Status'> | undefined) =>
  transcript?.Status === 'queued' || transcript?.Status === 'running';

const transcriptKey = (source: TranscriptSource) =>
  source.token === undefined ? transcriptKeys.answer(source.responseId) : transcriptKeys.shared(source.token, source.responseId);

/** GET …/transcript, read again while it is queued or running. */
export function useTranscript(source: TranscriptSource | null) {
  return useQuery({
    queryKey: source ? transcriptKey(source) : transcriptKeys.answer(0),
    queryFn: async ({ signal }) =>
      source!.token === undefined
        ? (await apiCall(transcriptsRoutes.transcript, { params: { id: source!.responseId }, signal })).data
        : (
            await apiCall(transcriptsRoutes.shareTranscript, {
              params: { token: source!.token, responseId: source!.responseId },
              signal,
              skipAuthRedirect: true,
            })
          ).data,
    enabled: source !== null,
    refetchInterval: (query) => (isTranscribing(query.state.data) ? TRANSCRIPT_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

/** POST /QuestionResponse/{id}/transcript: recognise the answer again; the answer's cache takes the queued state. */
export function useRerunTranscript(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiCall(transcriptsRoutes.rerun, { params: { id: responseId } })).data,
    onSuccess: (transcript) => {
      queryClient.setQueryData(transcriptKeys.answer(responseId), transcript);
    },
  });
}

/** A missing summary is looked for this often, for this long after the page opened (the server makes one once the transcripts are done). */
export const SUMMARY_LOOK_MS = 5000;
export const SUMMARY_LOOK_FOR_MS = 10 * 60_000;

/**
 * GET /CampaignLine/{id}/summary (null when none was made yet). After 'Summarise again' it is read
 * again every few seconds until a summary newer than the request arrives (two minutes at most);
 * with `lookWhileMissing` (summaries are on) a missing one is looked for now and then, as the
 * server makes it by itself once every answer is transcribed.
 */
export function useCandidateSummary(lineId: number, { lookWhileMissing = false }: { lookWhileMissing?: boolean } = {}) {
  const [waitingSince, setWaitingSince] = useState<number | null>(null);
  const [openedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: transcriptKeys.summary(lineId),
    queryFn: async ({ signal }) => summaryFromWire((await apiCall(transcriptsRoutes.summary, { params: { id: lineId }, signal })).data),
    refetchInterval: (q) =>
      waitingSince !== null
        ? TRANSCRIPT_POLL_MS
        : lookWhileMissing && q.state.data === null && Date.now() - openedAt < SUMMARY_LOOK_FOR_MS
          ? SUMMARY_LOOK_MS
          : false,
    refetchIntervalInBackground: false,
  });
  const arrived = waitingSince !== null && isNewer(query.data, waitingSince);
  useEffect(() => {
    if (waitingSince === null) return;
    if (arrived) {
      setWaitingSince(null);
      return;
    }
    const timer = setTimeout(() => setWaitingSince(null), Math.max(0, waitingSince + SUMMARY_WAIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [arrived, waitingSince]);
  return { ...query, waiting: waitingSince !== null, waitFrom: setWaitingSince };
}

const isNewer = (summary: CandidateSummary | null | undefined, since: number) =>
  !!summary && Date.parse(summary.GeneratedAt) >= since - 1000;

/** POST /CampaignLine/{id}/summary: make it again; `onAsked` starts the wait for the new one. */
export function useResummarize(lineId: number, onAsked: (since: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const since = Date.now();
      const res = await apiCall(transcriptsRoutes.resummarize, { params: { id: lineId } });
      return { summary: summaryFromWire(res.data), since };
    },
    onSuccess: ({ summary, since }) => {
      if (summary && isNewer(summary, since)) queryClient.setQueryData(transcriptKeys.summary(lineId), summary);
      else onAsked(since);
    },
  });
}

/**
 * GET /Transcripts/Settings: the enterprise's choices and whether this server has an engine.
 * `enabled: false` for a page without a session (a share link's guests may not read them).
 */
export function useTranscriptSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: transcriptKeys.settings,
    queryFn: async ({ signal }) => (await apiCall(transcriptsRoutes.settings, { signal })).data,
    enabled,
  });
}

/**
 * What the built-in (offline) engine cannot do, e.g. "The built-in speech engine transcribes
 * English only.", or '' when another engine (or none) runs: answers to jobs in other languages
 * get no transcript, with a sentence saying why.
 */
export function offlineEngineText(settings: Pick<TranscriptSettings, 'OfflineLanguages'>): string {
  if (settings.OfflineLanguages.length === 0) return '';
  return `The built-in speech engine transcribes ${settings.OfflineLanguages.map(languageLabel).join(', ')} only.`;
}

/** PUT /Transcripts/Settings (owner and administrators): the cache takes the server's answer. */
export function useSaveTranscriptSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TranscriptSettingsInput) =>
      (await apiCall(transcriptsRoutes.saveSettings, { json: input })).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(transcriptKeys.settings, settings);
      // Summaries may have been turned on or off.
      void queryClient.invalidateQueries({ queryKey: transcriptKeys.summaries });
    },
  });
}
