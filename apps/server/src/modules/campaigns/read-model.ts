import { timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { INTERVIEW_DIALOG_DEFAULTS, SETTING_JOB_VOICE } from '@candid/shared';
import type { Config } from '../../config';
import { campaigns, employers, enterprises, questionAnswers, questions, settings, videoIntegrationTexts } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { isScreening } from './question-kinds';
import type { Deps } from '../../context';

export type CampaignRow = typeof campaigns.$inferSelect;

/** The employer a candidate sees: the job's client employer when one is chosen, else the enterprise. */
export interface Branding {
  name: string;
  initials: string | null;
  colour: string | null;
  backgroundColour: string | null;
  logoUrl: string | null;
}

/** A job as the candidate side reaches it: by the URL's campaign and enterprise, deleted ones included. */
export async function loadJob({ db }: Deps, enterpriseId: number, campaignId: number): Promise<CampaignRow> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.enterpriseId, enterpriseId), eq(campaigns.id, campaignId)));
  if (!row) throw notFound();
  return row;
}

/** The image link as a same-origin path, or null (DESIGN §8: the browser loads nothing from elsewhere). */
export function sameOriginPath(link: string | null | undefined, publicUrl: string): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return url.origin === new URL(publicUrl).origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * The job's brand. `logoOf` turns the stored image link into what is shown: by default a
 * same-origin path (pages); emails pass an absolute-URL resolver.
 */
export async function brandingOf(
  { db }: Deps,
  job: CampaignRow,
  publicUrl: string,
  logoOf: (link: string | null | undefined, publicUrl: string) => string | null = sameOriginPath,
): Promise<Branding> {
  if (job.employerId !== 0) {
    const [e] = await db
      .select()
      .from(employers)
      .where(and(eq(employers.enterpriseId, job.enterpriseId), eq(employers.id, job.employerId), eq(employers.deleted, 0)));
    if (e) {
      return {
        name: e.name,
        initials: e.initials,
        colour: e.colour,
        backgroundColour: e.backgroundColour,
        logoUrl: e.avatarEnable ? logoOf(e.imageLink, publicUrl) : null,
      };
    }
  }
  const [e] = await db.select().from(enterprises).where(eq(enterprises.id, job.enterpriseId));
  return {
    name: e?.name ?? '',
    initials: e?.initials ?? null,
    colour: e?.colour ?? null,
    backgroundColour: e?.backgroundColour ?? null,
    logoUrl: e?.avatarEnable ? logoOf(e.imageLink, publicUrl) : null,
  };
}

/** The job's voice: its Job_Voice setting (saved with the job), else the campaign column. */
export async function jobVoice({ db }: Deps, job: CampaignRow): Promise<string> {
  const [setting] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(
      and(
        eq(settings.enterpriseId, job.enterpriseId),
        eq(settings.campaignId, job.id),
        eq(settings.name, SETTING_JOB_VOICE.name),
        eq(settings.deleted, 0),
      ),
    )
    .limit(1);
  return setting?.value?.trim() || job.voice;
}

/** The introduction and closing texts saved with the job (SaveJob), else the defaults of SPEC §9. */
export async function dialogTexts({ db }: Deps, job: CampaignRow) {
  const rows = await db
    .select({ field: videoIntegrationTexts.fieldName, text: videoIntegrationTexts.text })
    .from(videoIntegrationTexts)
    .where(
      and(
        eq(videoIntegrationTexts.enterpriseId, job.enterpriseId),
        eq(videoIntegrationTexts.fkTable, 'Campaign'),
        eq(videoIntegrationTexts.fkId, job.id),
      ),
    );
  const text = (field: string, fallback: string) => rows.find((r) => r.field === field)?.text.trim() || fallback;
  return {
    introductionText: text('Interview Introduction Dialog', INTERVIEW_DIALOG_DEFAULTS.introduction),
    closingText: text('Interview Closing Dialog', INTERVIEW_DIALOG_DEFAULTS.closing),
  };
}

/** A job as its questions are found: its enterprise and id. */
type JobKey = Pick<CampaignRow, 'id' | 'enterpriseId'>;

const liveQuestionsOf = (job: JobKey) =>
  and(eq(questions.enterpriseId, job.enterpriseId), eq(questions.campaignId, job.id), eq(questions.deleted, 0));

/** The job's live questions in interview order. */
export const liveQuestions = ({ db }: Deps, job: JobKey) =>
  db.select().from(questions).where(liveQuestionsOf(job)).orderBy(asc(questions.order), asc(questions.id));

export async function liveQuestionCount({ db }: Deps, job: JobKey) {
  const [{ n }] = await db.select({ n: count() }).from(questions).where(liveQuestionsOf(job));
  return n;
}

/** A live question of the job (of `line`'s enterprise and campaign), or the plain 404 of another company's id. */
export async function liveQuestion(
  { db }: Deps,
  line: { enterpriseId: number; campaignId: number },
  questionId: number,
): Promise<typeof questions.$inferSelect> {
  const [question] = await db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.enterpriseId, line.enterpriseId),
        eq(questions.campaignId, line.campaignId),
        eq(questions.id, questionId),
        eq(questions.deleted, 0),
      ),
    );
  if (!question) throw notFound();
  return question;
}

/**
 * A live question of the candidate's job with the job's voice: what a question's spoken audio
 * or avatar video must still match to be served. 404 when the question is gone.
 */
export async function liveQuestionWithVoice(
  deps: Deps,
  line: { enterpriseId: number; campaignId: number },
  questionId: number,
): Promise<{ question: typeof questions.$inferSelect; voice: string }> {
  const question = await liveQuestion(deps, line, questionId);
  const job = await loadJob(deps, line.enterpriseId, line.campaignId);
  return { question, voice: await jobVoice(deps, job) };
}

/** The text a question is asked with: the recruiter's wording, else the AI's. */
export const questionText = (q: Pick<typeof questions.$inferSelect, 'text' | 'generatedText'>) =>
  q.text.trim() || q.generatedText?.trim() || '';

type LinkedJob = Pick<CampaignRow, 'id' | 'enterpriseId' | 'publicLinkToken'>;

/** The candidate app's page of a job; on its own it opens nothing (but a legacy job's link). */
const jobPage = (config: Pick<Config, 'publicUrl'>, campaignId: number, enterpriseId: number) =>
  `${config.publicUrl}/invite/${campaignId}/${enterpriseId}`;
/** The job's public link: its page with the job's secret, which lets anyone register. */
export const jobLink = (config: Pick<Config, 'publicUrl'>, job: LinkedJob, via?: PublicLinkVia) =>
  `${jobPage(config, job.id, job.enterpriseId)}?link=${encodeURIComponent(job.publicLinkToken)}${via ? `&via=${via}` : ''}`;
/** Where a public link was published, when not by hand: its candidates' channel (issue 33). */
export type PublicLinkVia = 'careers' | 'job_board';
/** A candidate's short link for a text message (issue 33): /i/{secret} leads to their personal link. */
export const shortLink = (config: Pick<Config, 'publicUrl'>, secret: string) => `${config.publicUrl}/i/${secret}`;
/** A candidate's personal link (the secret is the candidate's token). */
export const personalLink = (config: Pick<Config, 'publicUrl'>, campaignId: number, enterpriseId: number, secret: string) =>
  `${jobPage(config, campaignId, enterpriseId)}?invitation=${encodeURIComponent(secret)}`;

/**
 * Whether a request may use the job's public link: it carries the job's secret, or the job is
 * older than secrets (its bare link keeps working, but only while the job is open).
 */
export function publicLinkOpens(job: Pick<CampaignRow, 'publicLinkToken' | 'legacyPublicLink'>, link: string | undefined, open: boolean): boolean {
  if (link !== undefined) return sameSecret(link, job.publicLinkToken);
  return job.legacyPublicLink && open;
}

function sameSecret(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Where a candidate's screening answers leave them (issue 29). */
export interface ScreeningOutcome {
  /** An answer that does not qualify was given. */
  unmet: boolean;
  /** Every required screening question is answered. */
  settled: boolean;
  /** The job ends the interview after screening when one is not met ('end'), rather than flagging it. */
  endsOnUnmet: boolean;
}

/** The screening outcome of a candidate's line from their answers to the job's live questions. */
export async function screeningOutcome({ db }: Deps, line: { enterpriseId: number; campaignId: number; campaignLineId: number }): Promise<ScreeningOutcome> {
  const live = await db.select().from(questions).where(liveQuestionsOf({ enterpriseId: line.enterpriseId, id: line.campaignId }));
  const screening = live.filter(isScreening);
  const answers = screening.length
    ? await db
        .select({ questionId: questionAnswers.questionId, qualifies: questionAnswers.qualifies })
        .from(questionAnswers)
        .where(
          and(
            eq(questionAnswers.enterpriseId, line.enterpriseId),
            eq(questionAnswers.campaignLineId, line.campaignLineId),
            inArray(questionAnswers.questionId, screening.map((q) => q.id)),
          ),
        )
    : [];
  const answered = new Set(answers.map((a) => a.questionId));
  const [job] = await db
    .select({ action: campaigns.screeningAction })
    .from(campaigns)
    .where(and(eq(campaigns.enterpriseId, line.enterpriseId), eq(campaigns.id, line.campaignId)));
  return {
    unmet: answers.some((a) => a.qualifies === false),
    settled: screening.every((q) => !q.required || answered.has(q.id)),
    endsOnUnmet: job?.action === 'end',
  };
}

/** The interview is to end on screening as soon as the candidate moves on from the screening questions. */
export const screeningEndDue = (o: ScreeningOutcome) => o.unmet && o.settled && o.endsOnUnmet;
