/*
 * Compile-time check that the tables and the shared wire schemas agree. For every wire
 * field (minus the listed extras the API computes), the table must have a property of
 * that name — or of the domain name the entity's renames list for it — whose selected type
 * is assignable to the wire type. A drift names the field:
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

/**
 * The wire names whose column the server calls by a domain name (issue 31): the spec's names say
 * something else than the columns hold. The entity's mapper at the HTTP edge (modules/<area>/wire.ts)
 * renames exactly these; every other field has one name inside and on the wire.
 */
export interface CampaignWireRenames {
  /** The job's hiring manager (a user id). */
  Campaign_CandidateNumber: 'hiringManagerId';
  /** The client employer's id (0: the enterprise itself). */
  Campaign_Tolerance: 'employerId';
}
export interface QuestionWireRenames {
  /** The AI-generated wording of the question. */
  ChatGTP_Question_Text: 'generatedText';
}

/** The row property that holds wire field K: its domain name when renamed, else K itself. */
type RowKeyOf<K, Renames> = K extends keyof Renames ? Renames[K] : K;

/** The wire fields that are missing from the row (under their name or rename) or whose type does not fit. */
type Drift<Row, Wire, Extra extends keyof Wire = never, Renames extends { [W in keyof Wire]?: keyof Row } = Record<never, never>> = {
  [K in Exclude<keyof Wire, Extra>]-?: RowKeyOf<K, Renames> extends keyof Row
    ? [Row[RowKeyOf<K, Renames>]] extends [Wire[K]]
      ? never
      : K
    : K;
}[Exclude<keyof Wire, Extra>];
type NoDrift<T extends never> = T;

export type WireCheck = [
  NoDrift<Drift<typeof enterprises.$inferSelect, Enterprise>>,
  NoDrift<Drift<typeof users.$inferSelect, User, 'Enterprise_Name' | 'User_InvitePending'>>,
  NoDrift<Drift<typeof employers.$inferSelect, Employer>>,
  NoDrift<Drift<typeof templates.$inferSelect, Template>>,
  NoDrift<Drift<typeof questionTemplates.$inferSelect, QuestionTemplate>>,
  NoDrift<Drift<typeof jobDescriptionTemplates.$inferSelect, JobDescriptionTemplate>>,
  NoDrift<Drift<typeof campaigns.$inferSelect, Campaign, never, CampaignWireRenames>>,
  NoDrift<Drift<typeof campaignLines.$inferSelect, CampaignLine>>,
  NoDrift<Drift<typeof questions.$inferSelect, Question, never, QuestionWireRenames>>,
  NoDrift<Drift<typeof videoIntegrationTexts.$inferSelect, VideoIntegrationText>>,
  NoDrift<Drift<typeof comments.$inferSelect, Comment>>,
  NoDrift<Drift<typeof notifications.$inferSelect, Notification, 'users'>>,
  NoDrift<Drift<typeof notificationRecipients.$inferSelect, NotificationRecipient>>,
  NoDrift<Drift<typeof settings.$inferSelect, Setting>>,
  NoDrift<Drift<typeof jobCategories.$inferSelect, JobCategory>>,
  NoDrift<Drift<typeof jobSubCategories.$inferSelect, JobSubCategory>>,
  NoDrift<Drift<typeof countries.$inferSelect, Country>>,
  NoDrift<Drift<typeof packages.$inferSelect, Package>>,
  NoDrift<Drift<typeof stripePayments.$inferSelect, StripePayment, 'Package_Name'>>,
  NoDrift<
    Drift<
      typeof questionResponses.$inferSelect,
      QuestionResponse,
      'QuestionResponse_VideoUrl' | 'QuestionResponse_PosterUrl'
    >
  >,
  NoDrift<Drift<typeof questionResponseRatings.$inferSelect, QuestionResponseRating>>,
  NoDrift<Drift<typeof candidateRatings.$inferSelect, CandidateRating>>,
  NoDrift<Drift<typeof candidateResumes.$inferSelect, CandidateResume, 'CandidateResume_Url'>>,
  NoDrift<
    Drift<
      typeof interviewVideos.$inferSelect,
      InterviewVideo,
      'InterviewVideo_Url' | 'InterviewVideo_PosterUrl'
    >
  >,
];
