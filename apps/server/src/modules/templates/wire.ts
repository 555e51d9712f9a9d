import type { JobDescriptionTemplate, QuestionTemplate, Template, TemplateListItem } from '@candid/shared';
import type { jobDescriptionTemplates, questionTemplates, templates } from '../../db/schema/index';
import { fromWire, type OffWire, toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';

/*
 * Templates at the HTTP edge (issue 31): the server says name, text, order, jobName; the wire
 * Template_Name, QuestionTemplate_Text, QuestionTemplate_Order, Job_Name (wireNames.templates,
 * .questionTemplates, .jobDescriptionTemplates). A reply is mapped here on its way out, a request
 * body on its way in.
 */

type TemplateRow = typeof templates.$inferSelect;
type QuestionRow = typeof questionTemplates.$inferSelect;
type JobDescriptionRow = typeof jobDescriptionTemplates.$inferSelect;

/** A template row → the wire's Template. */
export const templateToWire = (row: TemplateRow): Template => toWire(wireNames.templates, row);

/** A template of the list with its QuestionCount → the wire's TemplateListItem. */
export const templateListItemToWire = (row: TemplateRow & Pick<TemplateListItem, 'QuestionCount'>): TemplateListItem =>
  toWire(wireNames.templates, row);

/** A template question row → the wire's QuestionTemplate. */
export function questionTemplateToWire(row: QuestionRow): QuestionTemplate {
  const wire: Omit<QuestionTemplate, 'QuestionTemplate_Kind' | 'QuestionTemplate_Settings'> = toWire(wireNames.questionTemplates, row);
  // The row's kind and settings are checked against each other on write; the wire's union names that pairing.
  return wire as QuestionTemplate;
}

/** A job-description template row → the wire's JobDescriptionTemplate. */
export const jobDescriptionToWire = (row: JobDescriptionRow): JobDescriptionTemplate => toWire(wireNames.jobDescriptionTemplates, row);

/** A template body with the domain's names; a field left out stays out (a PUT leaves it as it is). */
export type TemplateFieldsOf<T extends object> = OffWire<T, typeof wireNames.templates>;

/** A template body of the wire → the domain's names. */
export const templateFromWire = <T extends object>(input: T): TemplateFieldsOf<T> => fromWire(wireNames.templates, input);

/** A template question body with the domain's names (each kind of the body's union on its own). */
export type QuestionTemplateFieldsOf<T extends object> = T extends unknown ? OffWire<T, typeof wireNames.questionTemplates> : never;

/** A template question body of the wire → the domain's names. */
export function questionTemplateFromWire<T extends object>(input: T): QuestionTemplateFieldsOf<T> {
  return fromWire(wireNames.questionTemplates, input) as QuestionTemplateFieldsOf<T>;
}

/** A job-description body with the domain's names. */
export type JobDescriptionFieldsOf<T extends object> = OffWire<T, typeof wireNames.jobDescriptionTemplates>;

/** A job-description body of the wire → the domain's names. */
export const jobDescriptionFromWire = <T extends object>(input: T): JobDescriptionFieldsOf<T> =>
  fromWire(wireNames.jobDescriptionTemplates, input);
