import { and, eq } from 'drizzle-orm';
import type { TranscriptSettings, TranscriptSettingsInput } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { campaigns, transcriptSettings } from '../../db/schema/index';
import { transcriptsPolicy } from './policy';

/** An enterprise's choices; the defaults when it never saved any (transcripts on, summaries off, 'en'). */
export interface TranscriptChoices {
  transcriptsEnabled: boolean;
  summariesEnabled: boolean;
  /** The language searches read words in; answers are transcribed in their job's (jobLanguage). */
  language: string;
}

export const DEFAULT_CHOICES: TranscriptChoices = { transcriptsEnabled: true, summariesEnabled: false, language: 'en' };

export async function transcriptChoices({ db }: Deps, enterpriseId: number): Promise<TranscriptChoices> {
  const [row] = await db.select().from(transcriptSettings).where(eq(transcriptSettings.enterpriseId, enterpriseId));
  return row ? { transcriptsEnabled: row.transcriptsEnabled, summariesEnabled: row.summariesEnabled, language: row.language } : DEFAULT_CHOICES;
}

/**
 * The language a job's answers are spoken in: the job's (Campaign_Language, issue 32), which its
 * transcripts and summaries are made in; English for a job that is gone.
 */
export async function jobLanguage({ db }: Deps, enterpriseId: number, campaignId: number): Promise<string> {
  const [job] = await db
    .select({ language: campaigns.language })
    .from(campaigns)
    .where(and(eq(campaigns.enterpriseId, enterpriseId), eq(campaigns.id, campaignId)));
  return job?.language.trim() || 'en';
}

/** The primary language subtag, lower case: 'en-AU' → 'en'. */
export const primaryLanguage = (language: string) => language.split(/[-_]/)[0].toLowerCase();

function present(choices: TranscriptChoices, stt: Deps<'stt'>['stt']): TranscriptSettings {
  return {
    TranscriptsEnabled: choices.transcriptsEnabled,
    SummariesEnabled: choices.summariesEnabled,
    Language: choices.language,
    EngineAvailable: stt !== null,
    Engine: stt?.engine ?? null,
    OfflineLanguages: stt?.name === 'offline' ? [...stt.languages] : [],
  };
}

/** GET /Transcripts/Settings: any member (the review screens read whether transcripts are on). */
export async function getSettings(deps: Deps<'stt'>, auth: AuthContext): Promise<TranscriptSettings> {
  const { stt } = deps;
  return present(await transcriptChoices(deps, auth.enterpriseId), stt);
}

/** PUT /Transcripts/Settings: owners and administrators (403 otherwise). Applies to answers transcribed from now on. */
export async function saveSettings({ db, stt }: Deps<'stt'>, auth: AuthContext, input: TranscriptSettingsInput): Promise<TranscriptSettings> {
  transcriptsPolicy.authorize(auth, 'settings.edit');
  const values = { transcriptsEnabled: input.TranscriptsEnabled, summariesEnabled: input.SummariesEnabled, language: input.Language, userId: auth.userId };
  const [row] = await db
    .insert(transcriptSettings)
    .values({ enterpriseId: auth.enterpriseId, ...values })
    .onConflictDoUpdate({ target: transcriptSettings.enterpriseId, set: { ...values, updatedAt: new Date().toISOString() } })
    .returning();
  return present(row, stt);
}
