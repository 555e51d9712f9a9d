import { z } from 'zod';
import { idSchema, int4 as int, smallint } from './columns';


/** The voice setting of a job (SPEC §3): Setting_Name 'Job_Voice', category 4. */
export const SETTING_JOB_VOICE = { name: 'Job_Voice', categoryId: 4 } as const;

/** Setting as on the wire (SPEC §3). */
export const settingSchema = z.object({
  pk_Setting_ID: int,
  fk_Enterprise_ID: int,
  fk_Campaign_ID: int.nullable(),
  fk_User_ID: int.nullable(),
  Setting_Name: z.string(),
  Setting_Description: z.string().nullable(),
  Setting_Value: z.string(),
  fk_Setting_Category_ID: int,
  Setting_Status: smallint,
  Setting_Deleted: smallint,
  Setting_DateOfCreation: z.string(),
  Setting_DateOfLastUpdate: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;

const settingFields = {
  fk_Campaign_ID: idSchema.nullable().optional(),
  Setting_Name: z.string().trim().min(1).max(100),
  Setting_Description: z.string().trim().max(4000).nullable().optional(),
  Setting_Value: z.string().max(4000),
  fk_Setting_Category_ID: int.nonnegative().optional(),
  Setting_Status: smallint.optional(),
  Setting_Deleted: z.union([z.literal(0), z.literal(1)]).optional(),
};

/** One item of POST /Setting (an array on the create screen). */
export const settingInputSchema = z.object(settingFields);
export type SettingInput = z.infer<typeof settingInputSchema>;
export const settingsInputSchema = z.array(settingInputSchema).min(1).max(50);

/** One item of PUT /Setting. */
export const settingUpdateSchema = z.object({
  pk_Setting_ID: idSchema,
  ...settingFields,
});
export type SettingUpdate = z.infer<typeof settingUpdateSchema>;
export const settingsUpdateSchema = z.array(settingUpdateSchema).min(1).max(50);
