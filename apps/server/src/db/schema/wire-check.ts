/*
 * Compile-time check that the tables, their wire names (http/wire-names.ts) and the shared wire
 * schemas agree. For every wire field (minus the listed extras the API computes), the table's row
 * as the wire has it must have a property of that name whose selected type is assignable to the
 * wire type. A drift names the field:
 *   Type '"Campaign_Name"' does not satisfy the constraint 'never'.
 * Type-only: nothing here exists at run time, and index.ts does not re-export it.
 */
import type {
  Campaign,
  CampaignLine,
  CandidateRating,
  CandidateResume,
  Comment,
  Country,
  Employer,
  Enterprise,
  InterviewVideo,
  JobCategory,
  JobDescriptionTemplate,
  JobSubCategory,
  Notification,
  NotificationRecipient,
  Package,
  Question,
  QuestionResponse,
  QuestionResponseRating,
  QuestionTemplate,
  Setting,
  StripePayment,
  Template,
  User,
  VideoIntegrationText,
} from '@candid/shared';
import type { OnWire } from '../../http/wire';
import type { wireNames } from '../../http/wire-names';
import type { stripePayments, packages } from './billing';
import type { campaignLines, campaigns } from './campaigns';
import type { comments } from './comments';
import type { employers } from './employers';
import type { enterprises, users } from './identity';
import type {
  candidateRatings,
  candidateResumes,
  interviewVideos,
  questionResponseRatings,
  questionResponses,
} from './interviews';
import type { notificationRecipients, notifications } from './notifications';
import type { questions, videoIntegrationTexts } from './questions';
import type { countries, jobCategories, jobSubCategories } from './reference';
import type { settings } from './settings';
import type { jobDescriptionTemplates, questionTemplates, templates } from './templates';

/** The wire fields that are missing from the row as the wire has it (wireNames), or whose type does not fit. */
type Drift<Row, Wire, Extra extends keyof Wire = never> = {
  [K in Exclude<keyof Wire, Extra>]-?: K extends keyof Row ? ([Row[K]] extends [Wire[K]] ? never : K) : K;
}[Exclude<keyof Wire, Extra>];
type NoDrift<T extends never> = T;

/** A table's selected row under its wire names (a table with no entry has the same names on both sides). */
type Wired<T extends string, Row> = T extends keyof typeof wireNames ? OnWire<Row, (typeof wireNames)[T]> : Row;

export type WireCheck = [
  NoDrift<Drift<Wired<'enterprises', typeof enterprises.$inferSelect>, Enterprise>>,
  NoDrift<Drift<Wired<'users', typeof users.$inferSelect>, User, 'Enterprise_Name' | 'User_InvitePending'>>,
  NoDrift<Drift<Wired<'employers', typeof employers.$inferSelect>, Employer>>,
  NoDrift<Drift<Wired<'templates', typeof templates.$inferSelect>, Template>>,
  NoDrift<Drift<Wired<'questionTemplates', typeof questionTemplates.$inferSelect>, QuestionTemplate>>,
  NoDrift<Drift<Wired<'jobDescriptionTemplates', typeof jobDescriptionTemplates.$inferSelect>, JobDescriptionTemplate>>,
  NoDrift<Drift<Wired<'campaigns', typeof campaigns.$inferSelect>, Campaign>>,
  NoDrift<Drift<Wired<'campaignLines', typeof campaignLines.$inferSelect>, CampaignLine>>,
  NoDrift<Drift<Wired<'questions', typeof questions.$inferSelect>, Question>>,
  NoDrift<Drift<Wired<'videoIntegrationTexts', typeof videoIntegrationTexts.$inferSelect>, VideoIntegrationText>>,
  NoDrift<Drift<Wired<'comments', typeof comments.$inferSelect>, Comment>>,
  NoDrift<Drift<Wired<'notifications', typeof notifications.$inferSelect>, Notification, 'users'>>,
  NoDrift<Drift<Wired<'notificationRecipients', typeof notificationRecipients.$inferSelect>, NotificationRecipient>>,
  NoDrift<Drift<Wired<'settings', typeof settings.$inferSelect>, Setting>>,
  NoDrift<Drift<Wired<'jobCategories', typeof jobCategories.$inferSelect>, JobCategory>>,
  NoDrift<Drift<Wired<'jobSubCategories', typeof jobSubCategories.$inferSelect>, JobSubCategory>>,
  NoDrift<Drift<Wired<'countries', typeof countries.$inferSelect>, Country>>,
  NoDrift<Drift<Wired<'packages', typeof packages.$inferSelect>, Package>>,
  NoDrift<Drift<Wired<'stripePayments', typeof stripePayments.$inferSelect>, StripePayment, 'Package_Name'>>,
  NoDrift<
    Drift<
      Wired<'questionResponses', typeof questionResponses.$inferSelect>,
      QuestionResponse,
      'QuestionResponse_VideoUrl' | 'QuestionResponse_PosterUrl'
    >
  >,
  NoDrift<Drift<Wired<'questionResponseRatings', typeof questionResponseRatings.$inferSelect>, QuestionResponseRating>>,
  NoDrift<Drift<Wired<'candidateRatings', typeof candidateRatings.$inferSelect>, CandidateRating>>,
  NoDrift<Drift<Wired<'candidateResumes', typeof candidateResumes.$inferSelect>, CandidateResume, 'CandidateResume_Url'>>,
  NoDrift<
    Drift<
      Wired<'interviewVideos', typeof interviewVideos.$inferSelect>,
      InterviewVideo,
      'InterviewVideo_Url' | 'InterviewVideo_PosterUrl'
    >
  >,
];
