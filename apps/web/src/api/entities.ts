import type {
  CandidateDetail as WireCandidateDetail,
  CandidateListRow as WireCandidateListRow,
  CandidateRating as WireCandidateRating,
  CandidateResume as WireCandidateResume,
  Campaign as WireCampaign,
  CampaignListItem as WireCampaignListItem,
  Comment as WireComment,
  Employer as WireEmployer,
  Enterprise as WireEnterprise,
  JobCategory as WireJobCategory,
  JobDescriptionTemplate as WireJobDescriptionTemplate,
  JobSubCategory as WireJobSubCategory,
  NotificationListItem as WireNotificationListItem,
  Package as WirePackage,
  Question as WireQuestion,
  QuestionResponse as WireQuestionResponse,
  QuestionResponseRating as WireQuestionResponseRating,
  QuestionTemplate as WireQuestionTemplate,
  Setting as WireSetting,
  StripePayment as WireStripePayment,
  Template as WireTemplate,
  User as WireUser,
} from '@candid/shared';
import { fromWire, type OffWire, toWire, type WireNames, wireNames, wireViewNames } from '@candid/shared/wire';

/*
 * The web's state speaks the domain (issue 31): what a query holds and a screen reads is the
 * server's domain names (`job.jobTitle`, `user.email`), the same ones its tables use. The api/
 * functions rename a reply with the entity's `xFromWire` as it arrives and a body with `toWire` as
 * it leaves (the maps are packages/shared/src/wire/names.ts); only api/ and the tests' stubbed
 * replies see the spec's wire names.
 */

/** Each member of a union renamed on its own (a question's kinds). */
type Each<T, M extends WireNames> = T extends unknown ? OffWire<T, M> : never;

/** A reply's renamer: the entity's map applied to one object. */
function renamer<M extends WireNames>(names: M) {
  return <T extends object>(wire: T): OffWire<T, M> => fromWire(names, wire);
}

export type Campaign = OffWire<WireCampaign, typeof wireNames.campaigns>;
export type CampaignListItem = OffWire<WireCampaignListItem, typeof wireNames.campaigns>;
export const campaignFromWire = renamer(wireNames.campaigns);

export type Question = Each<WireQuestion, typeof wireNames.questions>;
export const questionFromWire = (wire: WireQuestion): Question => fromWire(wireNames.questions, wire) as Question;

export type Template = OffWire<WireTemplate, typeof wireNames.templates>;
export const templateFromWire = renamer(wireNames.templates);
export type QuestionTemplate = Each<WireQuestionTemplate, typeof wireNames.questionTemplates>;
export const questionTemplateFromWire = (wire: WireQuestionTemplate): QuestionTemplate =>
  fromWire(wireNames.questionTemplates, wire) as QuestionTemplate;
export type JobDescriptionTemplate = OffWire<WireJobDescriptionTemplate, typeof wireNames.jobDescriptionTemplates>;
export const jobDescriptionTemplateFromWire = renamer(wireNames.jobDescriptionTemplates);

export type User = OffWire<WireUser, typeof wireViewNames.user>;
export const userFromWire = renamer(wireViewNames.user);
export type Enterprise = OffWire<WireEnterprise, typeof wireNames.enterprises>;
export const enterpriseFromWire = renamer(wireNames.enterprises);
export type Employer = OffWire<WireEmployer, typeof wireNames.employers>;
export const employerFromWire = renamer(wireNames.employers);
export type Setting = OffWire<WireSetting, typeof wireNames.settings>;
export const settingFromWire = renamer(wireNames.settings);

export type Package = OffWire<WirePackage, typeof wireNames.packages>;
export const packageFromWire = renamer(wireNames.packages);
/** A payment history entry; its package's name comes as the package's wire field. */
export type StripePayment = OffWire<WireStripePayment, typeof wireNames.stripePayments & { packageName: 'Package_Name' }>;
export const stripePaymentFromWire = renamer({ ...wireNames.stripePayments, packageName: wireNames.packages.name } as const);

export type Comment = OffWire<WireComment, typeof wireNames.comments>;
export const commentFromWire = renamer(wireNames.comments);
export type NotificationListItem = OffWire<WireNotificationListItem, typeof wireViewNames.receivedNotification>;
export const notificationFromWire = renamer(wireViewNames.receivedNotification);

export type QuestionResponse = OffWire<WireQuestionResponse, typeof wireNames.questionResponses>;
export const responseFromWire = renamer(wireNames.questionResponses);
export type CandidateResume = OffWire<WireCandidateResume, typeof wireNames.candidateResumes>;
export const resumeFromWire = renamer(wireNames.candidateResumes);
export type CandidateRating = OffWire<WireCandidateRating, typeof wireNames.candidateRatings>;
export const candidateRatingFromWire = renamer(wireNames.candidateRatings);
export type QuestionResponseRating = OffWire<WireQuestionResponseRating, typeof wireNames.questionResponseRatings>;
export const answerRatingFromWire = renamer(wireNames.questionResponseRatings);

/** A candidate list row: the line with its job's name and title. */
export type CandidateListRow = OffWire<WireCandidateListRow, typeof wireViewNames.candidateRow>;
export const candidateRowFromWire = renamer(wireViewNames.candidateRow);
/** A candidate's page; their latest resume renamed too. */
export type CandidateDetail = Omit<OffWire<WireCandidateDetail, typeof wireViewNames.candidateRow>, 'Resume'> & {
  resume: CandidateResume | null;
};
export function candidateDetailFromWire({ Resume, ...wire }: WireCandidateDetail): CandidateDetail {
  return { ...fromWire(wireViewNames.candidateRow, wire), resume: Resume && resumeFromWire(Resume) };
}

export type JobCategory = OffWire<WireJobCategory, typeof wireNames.jobCategories>;
export const jobCategoryFromWire = renamer(wireNames.jobCategories);
export type JobSubCategory = OffWire<WireJobSubCategory, typeof wireNames.jobSubCategories>;
export const jobSubCategoryFromWire = renamer(wireNames.jobSubCategories);

/** A body for the server, from the domain's names (a field left out stays out). */
export { toWire, wireNames, wireViewNames };
