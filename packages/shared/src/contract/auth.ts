import { z } from 'zod';
import { registerByInviteSchema, registerSchema, setNewPasswordSchema, tokenRequestSchema } from '../entities/auth';
import { queryIdSchema } from '../entities/columns';
import { emailSchema, otpSchema } from '../validation';
import { endpoint, wrapped } from './common';
import { authRoutes } from '../routes/auth';

/** The OAuth2 token of POST /token (also repeated at the top level of the wrapper). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  userName: z.string(),
});

/** Who was registered (POST /Account/Register and /Account/RegisterByInvite). */
export const registeredUserSchema = z.object({ pk_User_ID: z.number().int(), fk_Enterprise_ID: z.number().int(), User_Email: z.string() });

export const invitationInfoSchema = z.object({ User_Email: z.string(), Enterprise_Name: z.string(), User_AccessLevel: z.number().int() });

/** Sign-in, registration, invitations and password reset. */
export const authApi = {
  token: endpoint(authRoutes.token, { body: tokenRequestSchema, response: { 200: wrapped(tokenResponseSchema).extend(tokenResponseSchema.shape) } }),
  logout: endpoint(authRoutes.logout, { response: { 200: wrapped(z.boolean()) } }),
  register: endpoint(authRoutes.register, { body: registerSchema, response: { 201: wrapped(registeredUserSchema) } }),
  /**
   * The invitation of /invite/{id}/{eId}/{statusId}: 404 when unknown, used or expired; 409
   * MSG.invitationHasAccount(company) once its address has a registered account of its own (the
   * address's owner registered a company, or accepted another invitation first).
   */
  invitation: endpoint(authRoutes.invitation, {
    querystring: z.object({ userId: queryIdSchema, enterpriseId: queryIdSchema, token: z.string().min(16).max(128) }),
    response: { 200: wrapped(invitationInfoSchema) },
  }),
  /** Accepts the invitation; the same 404 and 409 as `invitation`, and nothing is written then. */
  registerByInvite: endpoint(authRoutes.registerByInvite, { body: registerByInviteSchema, response: { 201: wrapped(registeredUserSchema) } }),
  emailExists: endpoint(authRoutes.emailExists, {
    querystring: z.object({ email: emailSchema, id: queryIdSchema.optional() }),
    response: { 200: wrapped(z.boolean()) },
  }),
  lookupEmail: endpoint(authRoutes.lookupEmail, { querystring: z.object({ Email: emailSchema }), response: { 201: wrapped(z.object({ User_Email: z.string() })) } }),
  sendOtp: endpoint(authRoutes.sendOtp, { querystring: z.object({ email: emailSchema }), response: { 200: wrapped(z.string()) } }),
  verifyOtp: endpoint(authRoutes.verifyOtp, {
    querystring: z.object({ otp: otpSchema, email: emailSchema }),
    response: { 200: wrapped(z.object({ ResetToken: z.string() })) },
  }),
  setNewPassword: endpoint(authRoutes.setNewPassword, { body: setNewPasswordSchema, response: { 200: wrapped(z.string()) } }),
};
