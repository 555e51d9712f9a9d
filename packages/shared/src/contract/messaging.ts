import { z } from 'zod';
import { MSG } from '../messages';
import { ACCESS_LEVEL } from '../constants';
import { SIMPLE_EMAIL, singleLineSchema } from '../validation';
import { campaignLineInputSchema } from '../entities/campaign';
import { SMALLINT_MAX, queryIdSchema } from '../entities/columns';
import {
  applicationResponseInputSchema,
  applicationResponsePreviewSchema,
  applicationResponseQuerySchema,
  applicationResponseSentSchema,
} from '../entities/reviewShare';
import { endpoint, wrapped } from './common';
import { messagingRoutes } from '../routes/messaging';

/** The access levels a team invitation may give (InviteFallback is read as Hiring Manager). */
export const INVITE_LEVELS = [ACCESS_LEVEL.Administrator, ACCESS_LEVEL.HiringManager, ACCESS_LEVEL.InviteFallback] as const;

/** One candidate of POST /Message/SendEmail: a bad address is a row of the answer, not a 400. */
export const sendEmailItemSchema = campaignLineInputSchema.extend({
  CampaignLine_CandidateEmail: z.string().trim().max(1000),
});
export type SendEmailItem = z.input<typeof sendEmailItemSchema>;

/**
 * One candidate of POST /Message/SendSms (issue 33): the mobile number is checked per row (a bad
 * one is a '400' row); the email stays required, as it is who the candidate is (their data rights,
 * the team's replies, one line per address and job).
 */
export const sendSmsItemSchema = sendEmailItemSchema.extend({
  CampaignLine_CandidatePhone: z.string().trim().max(30),
});
export type SendSmsItem = z.input<typeof sendSmsItemSchema>;

/** A row of the team-invite answer: [userId, status, message, email]. */
export const teamInviteRowSchema = z.tuple([z.number().int(), z.string(), z.string(), z.string()]);
/**
 * A row of the candidate-invite answer: [campaignLineId or null, status ('200' sent, '409' already
 * invited, '400' invalid, '402' over the plan), message, email].
 */
export const candidateInviteRowSchema = z.tuple([
  z.number().int().nullable(),
  z.enum(['200', '409', '400', '402']),
  z.string(),
  z.string(),
]);

/** Team and candidate invitations and response emails. */
export const messagingApi = {
  inviteTeam: endpoint(messagingRoutes.inviteTeam, {
    querystring: z.object({
      enterpriseID: queryIdSchema,
      userAccessLevelId: z.coerce
        .number()
        .int()
        .min(0)
        .max(SMALLINT_MAX)
        .refine((v) => (INVITE_LEVELS as readonly number[]).includes(v), MSG.selectAccessLevel),
      userAccessLevel: z.string().max(50).optional(),
      FromName: singleLineSchema(200).optional(),
      FromMail: z.string().max(254).optional(),
      Enterprise_Name: z.string().max(200).optional(),
    }),
    body: z.array(z.string().trim().regex(SIMPLE_EMAIL, MSG.validEmail).max(254)).min(1).max(50),
    response: { 200: wrapped(z.array(teamInviteRowSchema)) },
  }),
  inviteCandidates: endpoint(messagingRoutes.inviteCandidates, {
    querystring: z.object({
      FromName: singleLineSchema(200).optional(),
      FromMail: z.string().max(254).optional(),
      Campaign_Name: z.string().max(200).optional(),
      Enterprise_Name: z.string().max(200).optional(),
    }),
    body: z.array(sendEmailItemSchema).min(1).max(1000),
    response: { 200: wrapped(z.array(candidateInviteRowSchema)) },
  }),
  /** Rows [lineId|null, status, message, mobile number as given]; the text is in the job's language with a short link. */
  inviteCandidatesBySms: endpoint(messagingRoutes.inviteCandidatesBySms, {
    querystring: z.object({ FromName: singleLineSchema(200).optional() }),
    body: z.array(sendSmsItemSchema).min(1).max(1000),
    response: { 200: wrapped(z.array(candidateInviteRowSchema)) },
  }),
  previewResponse: endpoint(messagingRoutes.previewResponse, { body: applicationResponseInputSchema, response: { 200: wrapped(applicationResponsePreviewSchema) } }),
  sendResponse: endpoint(messagingRoutes.sendResponse, {
    querystring: applicationResponseQuerySchema,
    body: applicationResponseInputSchema,
    response: { 200: wrapped(applicationResponseSentSchema) },
  }),
  remainingInvites: endpoint(messagingRoutes.remainingInvites, {
    querystring: z.object({ fk_Enterprise_ID: queryIdSchema.optional() }),
    response: { 200: wrapped(z.number().int().nullable()) },
  }),
};
