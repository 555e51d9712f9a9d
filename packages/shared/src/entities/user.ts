import { z } from 'zod';
import { idSchema, smallint, withChange } from './columns';

/** User as sent on the wire (SPEC §3). Secrets never appear here. */
export const userSchema = z.object({
  pk_User_ID: z.number().int(),
  fk_Enterprise_ID: z.number().int(),
  User_FirstName: z.string(),
  User_SecondName: z.string().nullable(),
  User_LastName: z.string(),
  User_Email: z.string(),
  User_Initials: z.string().nullable(),
  User_BackgroundColour: z.string().nullable(),
  User_Colour: z.string().nullable(),
  User_AvatarEnable: z.boolean(),
  User_ImageLink: z.string().nullable(),
  User_AccessLevel: z.number().int(),
  User_Status: z.number().int(),
  sSession: z.string().nullable(),
  IsOnBoardingProcess: z.boolean(),
  /** Invited to the team and not registered yet (the team list marks them 'Invited'). */
  User_InvitePending: z.boolean().optional(),
  /** Convenience for the avatar menu: the user's enterprise name. */
  Enterprise_Name: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** PUT /User: the editable profile fields. */
export const userUpdateSchema = withChange(
  z.object({
  pk_User_ID: idSchema,
  User_FirstName: z.string().trim().min(1).max(100).optional(),
  User_SecondName: optionalText(100),
  User_LastName: z.string().trim().max(100).optional(),
  User_Initials: z.string().trim().max(3).nullable().optional(),
  User_BackgroundColour: optionalText(32),
  User_Colour: optionalText(32),
  User_AvatarEnable: z.boolean().optional(),
  User_ImageLink: optionalText(2048),
  User_AccessLevel: smallint.optional(),
  User_Status: z.union([z.literal(0), z.literal(1)]).optional(),
  IsOnBoardingProcess: z.boolean().optional(),
  }),
  'pk_User_ID',
);
export type UserUpdate = z.infer<typeof userUpdateSchema>;
