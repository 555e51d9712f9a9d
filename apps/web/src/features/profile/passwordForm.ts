import { z } from 'zod';
import { MSG, passwordSchema } from '@candid/shared';

/** The password form's client rules: the registration rules for the new one (SPEC §5). */
export const changePasswordFormSchema = z
  .object({
    CurrentPassword: z.string().min(1, MSG.currentPasswordRequired).max(200),
    NewPassword: passwordSchema,
    ConfirmPassword: z.string().max(256),
  })
  .refine((v) => v.NewPassword === v.ConfirmPassword, { path: ['ConfirmPassword'], message: MSG.passwordNotMatched });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
