import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TranscriptMatch } from '@candid/shared';
import type { DbOrTx } from '../../db/client';
import { campaignLines, questionAnswers, questionResponses, transcripts, type StoredSegment } from '../../db/schema/index';
import { tsConfigFor } from './service';
import { transcriptChoices } from './settings';
import type { Deps } from '../../context';

/*
 * Full-text search over the answers' transcripts (issue 15) and the written answers (issue 29):
 * the candidate list's `transcriptQuery` (modules/candidates). The query is read as a web search
 * (websearch_to_tsquery: words, "a phrase", or, -not) in the enterprise's language's text search
 * configuration; the GIN indexes transcripts_search_idx and question_answers_search_idx
 * (enterprise_id, search) find the matching answers of the tenant without reading the others.
 */

/** Marks ts_headline puts around a matched word; control characters never occur in a transcript. */
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=20, MinWords=8, MaxFragments=1, FragmentDelimiter=" … "`;

/** A parsed query, to use in a search condition and to find the matches of a page. */
export interface TranscriptQuery {
  text: string;
  /** The text search configuration, e.g. 'english'. */
  config: string;
}

/** The query in the enterprise's language (its transcripts are made and indexed in it). */
export async function transcriptQueryOf(deps: Deps, enterpriseId: number, text: string): Promise<TranscriptQuery> {
  return { text, config: tsConfigFor((await transcriptChoices(deps, enterpriseId)).language) };
}

const tsquery = (q: TranscriptQuery) => sql`websearch_to_tsquery(${q.config}::regconfig, ${q.text})`;

/** A condition on campaign_lines: the line has a ready transcript or a written answer of the enterprise matching the query. */
export function transcriptSearchCondition(enterpriseId: number, q: TranscriptQuery): SQL {
  const spoken = sql`select ${transcripts.campaignLineId} from ${transcripts} where ${transcripts.enterpriseId} = ${enterpriseId} and ${transcripts.status} = 'ready' and ${transcripts.search} @@ ${tsquery(q)}`;
  const written = sql`select ${questionAnswers.campaignLineId} from ${questionAnswers} where ${questionAnswers.enterpriseId} = ${enterpriseId} and ${questionAnswers.search} @@ ${tsquery(q)}`;
  return sql`${campaignLines.id} in (${spoken} union ${written})`;
}

/** A ts_headline output with its marks removed, and where they were as [start, end) offsets. */
export function parseHeadline(headline: string): { snippet: string; highlights: [number, number][] } {
  let snippet = '';
  let open = -1;
  const highlights: [number, number][] = [];
  for (const ch of headline) {
    if (ch === START) open = snippet.length;
    else if (ch === STOP) {
      if (open >= 0 && snippet.length > open) highlights.push([open, snippet.length]);
      open = -1;
    } else snippet += ch;
  }
  return { snippet, highlights };
}

/**
 * Seconds into the answer of the segment holding the snippet's first highlighted word. The full
 * text is the segments' text joined by single spaces (modules/transcripts/job.ts), so an offset
 * in it falls in one segment; 0 when the snippet is not found (it always is, for our rows).
 */
export function matchStart(fullText: string, segments: readonly StoredSegment[], snippet: string, firstHighlight: number): number {
  const at = fullText.indexOf(snippet);
  if (at < 0 || segments.length === 0) return segments[0]?.start ?? 0;
  const offset = at + firstHighlight;
  let start = segments[0].start;
  let position = 0;
  for (const segment of segments) {
    if (position > offset) break;
    start = segment.start;
    position += segment.text.length + 1;
  }
  return start;
}

/**
 * For each of these lines (a page of the list), its best matching answer (highest ts_rank, then
 * the latest): the snippet around the match with the matched words' offsets, and where in the
 * answer the matching segment starts. ts_headline runs once per line, on the chosen answer only.
 */
export async function transcriptMatches({ db }: Deps, enterpriseId: number, lineIds: number[], q: TranscriptQuery): Promise<Map<number, TranscriptMatch>> {
  const matches = new Map<number, TranscriptMatch>();
  if (lineIds.length === 0) return matches;
  const query = tsquery(q);
  const best = db
    .selectDistinctOn([transcripts.campaignLineId], {
      lineId: transcripts.campaignLineId,
      responseId: transcripts.questionResponseId,
      questionId: questionResponses.questionId,
      fullText: transcripts.fullText,
      segments: transcripts.segments,
    })
    .from(transcripts)
    .innerJoin(
      questionResponses,
      and(eq(questionResponses.enterpriseId, transcripts.enterpriseId), eq(questionResponses.id, transcripts.questionResponseId)),
    )
    .where(
      and(
        eq(transcripts.enterpriseId, enterpriseId),
        inArray(transcripts.campaignLineId, lineIds),
        eq(transcripts.status, 'ready'),
        sql`${transcripts.search} @@ ${query}`,
      ),
    )
    .orderBy(transcripts.campaignLineId, desc(sql`ts_rank(${transcripts.search}, ${query})`), desc(transcripts.questionResponseId))
    .as('best');
  const rows = await db
    .select({
      lineId: best.lineId,
      responseId: best.responseId,
      questionId: best.questionId,
      fullText: best.fullText,
      segments: best.segments,
      headline: sql<string>`ts_headline(${q.config}::regconfig, ${best.fullText}, ${query}, ${HEADLINE_OPTIONS})`,
    })
    .from(best);
  for (const r of rows) {
    const { snippet, highlights } = parseHeadline(r.headline);
    matches.set(r.lineId, {
      QuestionResponse_ID: r.responseId,
      fk_Question_ID: r.questionId,
      Snippet: snippet,
      Highlights: highlights,
      Start: matchStart(r.fullText, r.segments, snippet, highlights[0]?.[0] ?? 0),
    });
  }
  const rest = lineIds.filter((id) => !matches.has(id));
  for (const [lineId, match] of await writtenMatches(db, enterpriseId, rest, q)) matches.set(lineId, match);
  return matches;
}

/**
 * For lines whose transcripts did not match: their best matching written answer (issue 29), as a
 * match with no recording and no time (QuestionResponse_ID and Start null).
 */
async function writtenMatches(db: DbOrTx, enterpriseId: number, lineIds: number[], q: TranscriptQuery): Promise<Map<number, TranscriptMatch>> {
  const matches = new Map<number, TranscriptMatch>();
  if (lineIds.length === 0) return matches;
  const query = tsquery(q);
  const best = db
    .selectDistinctOn([questionAnswers.campaignLineId], {
      lineId: questionAnswers.campaignLineId,
      questionId: questionAnswers.questionId,
      text: sql<string>`${questionAnswers.value} ->> 'text'`.as('text'),
    })
    .from(questionAnswers)
    .where(and(eq(questionAnswers.enterpriseId, enterpriseId), inArray(questionAnswers.campaignLineId, lineIds), sql`${questionAnswers.search} @@ ${query}`))
    .orderBy(questionAnswers.campaignLineId, desc(sql`ts_rank(${questionAnswers.search}, ${query})`), desc(questionAnswers.questionId))
    .as('best_written');
  const rows = await db
    .select({
      lineId: best.lineId,
      questionId: best.questionId,
      headline: sql<string>`ts_headline(${q.config}::regconfig, ${best.text}, ${query}, ${HEADLINE_OPTIONS})`,
    })
    .from(best);
  for (const r of rows) {
    const { snippet, highlights } = parseHeadline(r.headline);
    matches.set(r.lineId, { QuestionResponse_ID: null, fk_Question_ID: r.questionId, Snippet: snippet, Highlights: highlights, Start: null });
  }
  return matches;
}
