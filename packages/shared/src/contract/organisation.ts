import { z } from 'zod';
import { queryIdSchema } from '../entities/columns';
import { userSchema } from '../entities/user';
import { employerSchema } from '../entities/employer';
import { enterpriseSchema } from './enterprises';
import { binaryBody, endpoint, idParams, wrapped } from './common';
import { imagesRoutes, snippetsRoutes, accountRoutes, planRoutes } from '../routes/organisation';

/*
 * The organisation around the core loop (issue 12): images (SaveImage), the privacy policy and
 * terms (Snippets), the signed-in user's account (password, sessions) and the plan summary.
 */

// ---------------------------------------------------------------- images (SPEC §7 SaveImage)

/** Largest image upload accepted, before re-encoding. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Longest side of a stored logo or avatar after re-encoding (fit inside, never enlarged). */
export const IMAGE_MAX_SIDE = 512;

/**
 * POST /{User|Enterprise|Employer}/SaveImage?{userId|enterpriseId|employerId}=: multipart, one
 * part named `file`. The image is checked by its magic bytes (JPEG, PNG, WebP, GIF, AVIF),
 * re-encoded to PNG at most IMAGE_MAX_SIDE px, stored in the media store, and its same-origin
 * link (/api/Image/...png) written to the entity's ImageLink with AvatarEnable on. Answers
 * the updated entity.
 */
export const imagesApi = {
  saveUserImage: endpoint(imagesRoutes.saveUserImage, { querystring: z.object({ userId: queryIdSchema }), response: { 200: wrapped(userSchema) } }),
  saveEnterpriseImage: endpoint(imagesRoutes.saveEnterpriseImage, {
    querystring: z.object({ enterpriseId: queryIdSchema }),
    response: { 200: wrapped(enterpriseSchema) },
  }),
  saveEmployerImage: endpoint(imagesRoutes.saveEmployerImage, { querystring: z.object({ employerId: queryIdSchema }), response: { 200: wrapped(employerSchema) } }),
  /** GET /Image/{enterpriseId}/{name}: public (logos are shown to candidates and in emails), immutable. */
  image: endpoint(imagesRoutes.image, {
    params: z.object({ enterpriseId: queryIdSchema, name: z.string().regex(/^[a-z]+-\d+-[a-f0-9]{16}\.png$/) }),
    response: { 200: binaryBody },
  }),
};

// ---------------------------------------------------------------- privacy policy and terms (Snippets)

/** The legal texts: an enterprise may write its own (PUT /Snippet/{name}). */
export const SNIPPET_NAMES = ['Privacy_Policy', 'Terms_Of_Service'] as const;
export type SnippetName = (typeof SNIPPET_NAMES)[number];
/**
 * The mail descriptions (SPEC §7 "GET /Snippet/Get/{id}: a generated mail description"): the
 * responses to candidates as they are sent, subject and text with their {placeholders}.
 */
export const MAIL_SNIPPET_NAMES = ['Shortlist_Mail', 'Reject_Mail', 'Reminder_Mail', 'Reminder_In_Progress_Mail', 'Withdraw_Mail'] as const;
export type MailSnippetName = (typeof MAIL_SNIPPET_NAMES)[number];
export const SNIPPET_HTML_MAX = 100_000;

/** A legal text (the enterprise's own, or the built-in default naming the company) or a mail description. */
export const snippetSchema = z.object({
  Snippet_Name: z.enum([...SNIPPET_NAMES, ...MAIL_SNIPPET_NAMES]),
  /** Sanitized HTML: a legal text, or a mail's text as paragraphs. */
  Snippet_Html: z.string(),
  /** A mail's subject line, with its {placeholders}; null for a legal text. */
  Snippet_Subject: z.string().nullable(),
  /** A mail's text, with its {placeholders} (filled in per candidate when sent); null for a legal text. */
  Snippet_Text: z.string().nullable(),
  /** Who the text speaks for: the enterprise's name, or the platform's without an enterprise. */
  companyName: z.string(),
  /** The enterprise whose text this is; null for the platform's own. */
  enterpriseId: z.number().int().nullable(),
  /** True while the built-in text is shown (the enterprise has not written its own); always for a mail. */
  isDefault: z.boolean(),
  /** Increases with each saved edit; 0 for the built-in text. Consent records name it. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type Snippet = z.infer<typeof snippetSchema>;

export const snippetsApi = {
  /**
   * GET /Snippet/Get/{name}?enterpriseId=: public; without enterpriseId, the platform's text. The
   * name is one of SNIPPET_NAMES or MAIL_SNIPPET_NAMES, in any case; another is 404 naming them.
   */
  get: endpoint(snippetsRoutes.get, {
    params: z.object({ name: z.string().trim().min(1).max(100) }),
    querystring: z.object({ enterpriseId: queryIdSchema.optional() }),
    response: { 200: wrapped(snippetSchema) },
  }),
  /** PUT /Snippet/{name}: the caller's enterprise's legal text (enterprise.manage); empty restores the default. */
  update: endpoint(snippetsRoutes.update, {
    params: z.object({ name: z.enum(SNIPPET_NAMES) }),
    body: z.object({ Snippet_Html: z.string().max(SNIPPET_HTML_MAX) }),
    response: { 200: wrapped(snippetSchema) },
  }),
};

// ---------------------------------------------------------------- my account

export const changePasswordSchema = z.object({
  CurrentPassword: z.string().min(1).max(200),
  NewPassword: z.string().max(200),
  ConfirmPassword: z.string().max(200),
});
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;

/** One of the signed-in user's sessions (never its token). */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountApi = {
  /**
   * POST /Account/ChangePassword: the current password is required; the new one follows the
   * registration rules (MSG.passwordStrength, MSG.passwordNotMatched). Every other session of
   * the user is revoked.
   */
  changePassword: endpoint(accountRoutes.changePassword, { body: changePasswordSchema, response: { 200: wrapped(z.string()) } }),
  /** GET /Account/Sessions: the caller's live sessions, newest first. */
  sessions: endpoint(accountRoutes.sessions, { response: { 200: wrapped(z.array(accountSessionSchema)) } }),
  /** DELETE /Account/Sessions/{id}: revokes one of the caller's sessions (another user's is a 404). */
  revokeSession: endpoint(accountRoutes.revokeSession, { params: idParams('id'), response: { 200: wrapped(z.boolean()) } }),
};

// ---------------------------------------------------------------- the plan in use

const meterSchema = z.object({
  used: z.number().int(),
  /** null: unlimited. */
  limit: z.number().int().nullable(),
  /** null: unlimited. */
  remaining: z.number().int().nullable(),
});

/** GET /Subscriber/Plan: the enterprise's package with its usage (the payment state of SPEC §3). */
export const planSummarySchema = z.object({
  packageName: z.string(),
  packageDescription: z.string().nullable(),
  periodStart: z.string(),
  expiresAt: z.string().nullable(),
  isPackageExpired: z.boolean(),
  jobs: meterSchema,
  invites: meterSchema,
  users: meterSchema,
  /** Text messages (SMS invitations and reminders) of the period (issue 33). */
  sms: meterSchema,
  /** How a plan is changed here: through the operator (no payment provider configured) or online. */
  billing: z.enum(['offline', 'stripe']),
  /** The package in force; null: the free default package. */
  packageId: z.number().int().nullable(),
  /** Where it came from: the free default, a Stripe subscription or the operator. */
  source: z.enum(['default', 'stripe', 'operator']),
  /** A downgrade waiting for the period's end. */
  pendingChange: z.object({ packageId: z.number().int(), packageName: z.string(), effectiveAt: z.string() }).nullable(),
  /**
   * Offline billing: how to reach whoever runs this server (OPERATOR_CONTACT_EMAIL,
   * OPERATOR_CONTACT_URL); null each when unset. POST /Package/RequestUpgrade needs the email.
   */
  operatorContact: z.object({ email: z.string().nullable(), url: z.string().nullable() }),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planApi = {
  summary: endpoint(planRoutes.summary, { response: { 200: wrapped(planSummarySchema) } }),
};
