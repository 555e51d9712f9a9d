import { z } from 'zod';
import { MSG } from './messages';
import { COUNTS } from './constants';

/** The simple address pattern of the forgot-password and invite-user screens. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Candidate invites: local part, at, dotted domain, final label of 2 to 4 characters. */
export const CANDIDATE_EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;

/** SPEC §5: >= 8 chars with lower, upper, digit and special character. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;

/** Text shown on one line (a name in an email): line breaks and runs of white space become one space. */
export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A name or label that goes into emails: at most `max` characters, kept on one line. */
export const singleLineSchema = (max: number) => z.string().max(max).transform(oneLine);

export const emailSchema = z
  .string({ error: MSG.enterEmail })
  .trim()
  .min(1, MSG.enterEmail)
  .max(254, MSG.emailFormatInvalid)
  .regex(SIMPLE_EMAIL, MSG.emailFormatInvalid);

export const passwordSchema = z
  .string({ error: MSG.passwordStrength })
  .min(COUNTS.passwordMinLength, MSG.passwordStrength)
  .max(256, MSG.passwordStrength)
  .regex(PASSWORD_RULE, MSG.passwordStrength);

export const otpSchema = z.string().trim().regex(/^\d{6}$/, MSG.otpVerifyFailed);

/** Initials: uppercase, at most 3 characters. */
export const initialsSchema = z
  .string()
  .trim()
  .max(COUNTS.initialsMax, MSG.initialHint)
  .transform((s) => s.toUpperCase());

export function initialsOf(first?: string | null, last?: string | null): string {
  const a = (first ?? '').trim()[0] ?? '';
  const b = (last ?? '').trim()[0] ?? '';
  return (a + b).toUpperCase() || '?';
}
