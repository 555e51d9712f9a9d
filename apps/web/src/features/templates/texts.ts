/**
 * The empty states of SPEC §2. They belong in the shared MSG catalogue; until it carries
 * them, they are worded here once.
 */
export const TEMPLATE_TEXTS = {
  noQuestionTemplates: 'You have no Question Template, yet.',
  noJobDescriptionTemplates: 'You have no job description Template, yet.',
  emptyQuestionTemplate: 'Template is empty, click the + button to create a question',
  emptyJobDescriptionTemplate: 'Template is empty, click the + button to create a job description',
} as const;
