import { z } from 'zod';
import { MSG } from '../messages';
import { emailSchema, passwordSchema } from '../validation';
import { idSchema } from './columns';

/** POST /Account/Register */
export const registerSchema = z
  .object({
    User_FirstName: z.string().trim().min(1, 'First name is required.').max(100),
    User_LastName: z.string().trim().min(1, 'Last name is required.').max(100),
    User_Email: emailSchema,
    Enterprise_Name: z.string().trim().min(1, 'Company name is required.').max(200),
    Password: passwordSchema,
    ConfirmPassword: z.string().max(256),
    /** /registration/{code}: an optional referral or promotion code. */
    RegistrationCode: z.string().trim().max(64).optional(),
  })
  .refine((v) => v.Password === v.ConfirmPassword, {
    path: ['ConfirmPassword'],
    message: MSG.passwordNotMatched,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /Account/RegisterByInvite: the ids of /invite/{id}/{eId}/{statusId}. */
export const registerByInviteSchema = z
  .object({
    pk_User_ID: idSchema,
    fk_Enterprise_ID: idSchema,
    /** The invitation secret carried as {statusId}. */
    UserStatusId: z.string().trim().min(16).max(128),
    User_FirstName: z.string().trim().min(1, 'First name is required.').max(100),
    User_LastName: z.string().trim().min(1, 'Last name is required.').max(100),
    Password: passwordSchema,
    ConfirmPassword: z.string().max(256),
  })
  .refine((v) => v.Password === v.ConfirmPassword, {
    path: ['ConfirmPassword'],
    message: MSG.passwordNotMatched,
  });
export type RegisterByInviteInput = z.infer<typeof registerByInviteSchema>;

/** POST /token (form body). */
export const tokenRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  grant_type: z.literal('password'),
});

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  userName: string;
}

/** POST api/Account/setNewPassword */
export const setNewPasswordSchema = z
  .object({
    Email: emailSchema,
    Password: passwordSchema,
    ConfirmPassword: z.string().max(256),
    /** Proof of a verified OTP, returned by verifyOTP. */
    ResetToken: z.string().min(16).max(128),
  })
  .refine((v) => v.Password === v.ConfirmPassword, {
    path: ['ConfirmPassword'],
    message: MSG.passwordNotMatched,
  });

export interface VerifyOtpResult {
  ResetToken: string;
}

/** The invitation described by /invite/{id}/{eId}/{statusId}, for the registration form. */
export interface InvitationInfo {
  User_Email: string;
  Enterprise_Name: string;
  User_AccessLevel: number;
}
