import { z } from 'zod';
import { int4 as int } from './columns';


/** Main job category (SPEC §3 Categories). */
export const jobCategorySchema = z.object({
  JobId: int,
  JobName: z.string(),
  /** The job-board section code; may be empty. */
  JobBoardCode: z.string(),
});
export type JobCategory = z.infer<typeof jobCategorySchema>;

export const jobSubCategorySchema = z.object({
  JobSubCategoryId: int,
  JobSubCategoryName: z.string(),
  /** The main category. */
  JobId: int,
  JobBoardCode: z.string(),
});
export type JobSubCategory = z.infer<typeof jobSubCategorySchema>;

/** Country as the job board numbers it (SPEC §3 Countries). */
export const countrySchema = z.object({
  countryId: int,
  countryCode: z.string().nullable(),
  country: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
