import { z } from 'zod';
import { MSG, registerByInviteSchema, registerSchema } from '@candid/shared';
import { fromWire, wireViewNames } from '@candid/shared/wire';

/*
 * The registration forms hold the bodies' fields by their domain names (the api renames them as it
 * sends): the server's own rules (registerSchema, registerByInviteSchema), renamed.
 */

const samePasswords = (v: { Password: string; ConfirmPassword: string }) => v.Password === v.ConfirmPassword;
const notMatched = { path: ['ConfirmPassword'], message: MSG.passwordNotMatched };

/** POST /Account/Register: the new owner and their company. */
export const registrationSchema = z.object(fromWire(wireViewNames.user, registerSchema.shape)).refine(samePasswords, notMatched);

/** POST /Account/RegisterByInvite: the invitation's ids and the new member. */
export const inviteRegistrationSchema = z
  .object(fromWire(wireViewNames.user, registerByInviteSchema.shape))
  .refine(samePasswords, notMatched);
