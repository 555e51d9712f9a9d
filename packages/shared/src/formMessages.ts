/**
 * The messages of application forms (issue 29, /custom-form; not worded by the spec). Part of MSG
 * (messages.ts), which the candidate app loads: like it, free of zod.
 */
export const FORM_MSG = {
  formNameRequired: 'Please enter a form name.',
  formFieldsCount: 'A form has 1 to 50 fields.',
  formFieldIdsUnique: 'Each field needs its own id.',
  formFieldIdInvalid: 'A field id is 1 to 16 letters, digits, - or _.',
  formFieldLabelRequired: 'Please enter the field label.',
  formFieldKindInvalid:
    'Please choose a field type: short_text, long_text, email, phone, url, place, consent, single_choice, multiple_choice, yes_no, number, date or file.',
  formCreated: 'Form created',
  formSaved: 'Form saved',
  formDeleted: 'Form deleted',
  formIsDefault: (name: string) => `${name} is now the form for new jobs.`,
  formInUse: (jobs: number) =>
    `This form is used by ${jobs === 1 ? '1 job' : `${jobs} jobs`}. Choose another form for ${jobs === 1 ? 'it' : 'them'} first.`,
  jobFormSaved: 'Application form saved for this job',
  // The candidate's answers
  formFieldUnknown: 'This field is not part of the application form.',
  formValueKindInvalid: 'Please send a value of the kind: short_text, long_text, email, phone, url, place, consent, single_choice, multiple_choice, yes_no, number or date.',
  formValueKindMismatch: (kind: string) => `This field takes a ${kind} value.`,
  formFieldRequired: 'Please fill in this field.',
  formTextTooLong: (max: number) => `Please keep this to ${max} characters.`,
  formEmailInvalid: 'Please enter a valid email address.',
  formPhoneInvalid: 'Please enter a valid phone number.',
  formUrlInvalid: 'Please enter a web address starting with http:// or https://.',
  formNumberInvalid: 'Please enter a number.',
  formPlaceUnknown: 'Please choose a place from the list.',
  formConsentRequired: 'Please tick the box to go on.',
  formNotSubmitted: 'Please complete the application form first.',
  formIncomplete: 'Please fill in every required field.',
  formNoForm: 'This job has no application form.',
  // The candidate app's form step
  formIntro: 'Your answers are saved as you go. Fields marked (optional) can be left empty.',
  formLoading: 'Loading the application form…',
  placeCountry: 'Country',
  placeSearch: 'Town or city (type at least 4 letters)',
  placeSuggestions: 'Places that match',
  placeChosen: (place: string) => `Chosen: ${place}`,
} as const;
