import { INTERVIEW_DEFAULTS, MSG, type ScreeningAction } from '@candid/shared';
import type { Campaign, CampaignInput } from '../../api/campaigns';

/** The ranges of campaignInputSchema (packages/shared entities/campaign.ts). */
export const SETTINGS_LIMITS = {
  thinkMaxSeconds: 600,
  answerMinSeconds: 10,
  answerMaxSeconds: 1800,
  retakesMax: 10,
  screeningEndMessageMax: 2000,
} as const;

export const SCREENING_MESSAGE_TOO_LONG = `At most ${new Intl.NumberFormat('en-AU').format(SETTINGS_LIMITS.screeningEndMessageMax)} characters.`;

export type TimeUnit = 'seconds' | 'minutes';

/**
 * The interview settings as edited: the times as typed (digits), the answer limit in its unit,
 * and what a disqualifying screening answer does (issue 29).
 */
export interface InterviewSettingsDraft {
  thinkTime: string;
  answerTime: string;
  answerUnit: TimeUnit;
  retakes: number;
  untimed: boolean;
  screeningAction: ScreeningAction;
  /** What the candidate reads when the interview ends on screening; empty: the server's default. */
  screeningEndMessage: string;
}

/** Whole minutes show as minutes, anything else as seconds. */
function answerDisplay(seconds: number): Pick<InterviewSettingsDraft, 'answerTime' | 'answerUnit'> {
  return seconds >= 60 && seconds % 60 === 0
    ? { answerTime: String(seconds / 60), answerUnit: 'minutes' }
    : { answerTime: String(seconds), answerUnit: 'seconds' };
}

/** The settings of a job, or INTERVIEW_DEFAULTS for a new one. */
export function settingsDraftFrom(c?: Partial<Campaign>): InterviewSettingsDraft {
  return {
    thinkTime: String(c?.thinkTimeSeconds ?? INTERVIEW_DEFAULTS.thinkTimeSeconds),
    ...answerDisplay(c?.answerTimeLimitSeconds ?? INTERVIEW_DEFAULTS.answerTimeLimitSeconds),
    retakes: c?.retakes ?? INTERVIEW_DEFAULTS.retakes,
    untimed: c?.untimed ?? INTERVIEW_DEFAULTS.untimed,
    screeningAction: c?.screeningAction ?? 'flag',
    screeningEndMessage: c?.screeningEndMessage ?? '',
  };
}

const parse = (digits: string) => (/^\d+$/.test(digits.trim()) ? Number(digits.trim()) : Number.NaN);

export const thinkSeconds = (s: InterviewSettingsDraft) => parse(s.thinkTime);
export const answerSeconds = (s: InterviewSettingsDraft) => parse(s.answerTime) * (s.answerUnit === 'minutes' ? 60 : 1);

interface SettingsFieldErrors {
  think?: string;
  answer?: string;
  retakes?: string;
  screeningEndMessage?: string;
}

/** Each field's problem, if any. Untimed interviews ignore the two times. */
export function settingsFieldErrors(s: InterviewSettingsDraft): SettingsFieldErrors {
  const errors: SettingsFieldErrors = {};
  if (!s.untimed) {
    const think = thinkSeconds(s);
    if (!(think >= 0 && think <= SETTINGS_LIMITS.thinkMaxSeconds)) errors.think = MSG.thinkTimeRange;
    const answer = answerSeconds(s);
    if (!(answer >= SETTINGS_LIMITS.answerMinSeconds && answer <= SETTINGS_LIMITS.answerMaxSeconds)) {
      errors.answer = MSG.answerTimeRange;
    }
  }
  if (!(Number.isInteger(s.retakes) && s.retakes >= 0 && s.retakes <= SETTINGS_LIMITS.retakesMax)) {
    errors.retakes = MSG.retakesRange;
  }
  if (s.screeningEndMessage.trim().length > SETTINGS_LIMITS.screeningEndMessageMax) errors.screeningEndMessage = SCREENING_MESSAGE_TOO_LONG;
  return errors;
}

/** The first problem of the settings, or null when they may be saved. */
export function settingsError(s: InterviewSettingsDraft): string | null {
  const e = settingsFieldErrors(s);
  return e.think ?? e.answer ?? e.retakes ?? e.screeningEndMessage ?? null;
}

type SettingsInput = Pick<
  CampaignInput,
  'thinkTimeSeconds' | 'answerTimeLimitSeconds' | 'retakes' | 'untimed' | 'screeningAction' | 'screeningEndMessage'
>;

/**
 * The campaign fields of SaveJob. An untimed job keeps valid times, else the defaults; a job that
 * flags keeps its end message for when it ends on screening again.
 */
export function settingsInput(s: InterviewSettingsDraft): SettingsInput {
  const errors = settingsFieldErrors({ ...s, untimed: false });
  return {
    thinkTimeSeconds: errors.think ? INTERVIEW_DEFAULTS.thinkTimeSeconds : thinkSeconds(s),
    answerTimeLimitSeconds: errors.answer ? INTERVIEW_DEFAULTS.answerTimeLimitSeconds : answerSeconds(s),
    retakes: s.retakes,
    untimed: s.untimed,
    screeningAction: s.screeningAction,
    screeningEndMessage: s.screeningEndMessage.trim() || null,
  };
}
