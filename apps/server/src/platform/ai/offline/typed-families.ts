import { count, oneOf, someOf, tagged, upload, written, yesNo, type TypedBankQuestion } from './typed-bank';
import type { FamilyId } from './types';

const NONE = 'None of these';
const SHIFTS = ['Weekday daytime', 'Weekday evenings', 'Saturdays', 'Sundays', 'Public holidays', 'Overnight'];

/*
 * Per job family: the licences and checks the family typically asks about, the tools and
 * systems of the trade, availability and experience, and one written knowledge question.
 * Whether a licence is required depends on the job, so none of these carries a rule: the
 * recruiter adds one where the job needs it.
 */
export const TYPED_BY_FAMILY: Record<FamilyId, TypedBankQuestion[]> = {
  sales: tagged('sales', [
    someOf('tools', 'Which CRM systems have you used?', ['Salesforce', 'HubSpot', 'Microsoft Dynamics 365', 'Zoho CRM', 'Pipedrive', NONE]),
    oneOf('sales-type', 'Which kind of selling is most of your experience in?', [
      'Business to business (B2B)',
      'Business to consumer (B2C)',
      'Account management',
      'Inside or phone sales',
      'Field sales',
    ]),
    yesNo('travel', 'Are you able to travel to meet clients, including occasional overnight trips?'),
    yesNo('driver-licence', 'Do you hold a current driver licence?'),
    count('experience', 'How many years of sales experience do you have?', 0, 60),
    written('knowledge', 'Briefly describe your sales process, from first contact to closing a deal.', 200),
  ]),
  ict: tagged('ict', [
    someOf('tools', 'Which of these languages or platforms have you used professionally?', [
      'JavaScript or TypeScript',
      'Python',
      'Java',
      'C# or .NET',
      'Go',
      'SQL databases',
      NONE,
    ]),
    someOf('cloud', 'Which cloud platforms have you worked with?', ['Amazon Web Services', 'Microsoft Azure', 'Google Cloud', NONE]),
    oneOf('work-arrangement', 'Which way of working would suit you best?', ['On-site', 'Hybrid', 'Remote', 'Open to any']),
    yesNo('on-call', 'Are you able to take part in an on-call roster?'),
    count('experience', 'How many years have you worked professionally in software or IT?', 0, 60),
    written('knowledge', 'Describe a system you helped build or support, and the part you played.', 250),
  ]),
  engineering: tagged('engineering', [
    someOf('tools', 'Which engineering software have you used?', ['AutoCAD', 'Revit', 'SolidWorks', 'MATLAB', 'ANSYS', '12d Model', NONE]),
    yesNo('registration', 'Are you registered as a professional engineer where your state requires it (e.g. RPEQ in Queensland)?'),
    oneOf('discipline', 'Which engineering discipline is most of your experience in?', ['Civil or structural', 'Mechanical', 'Electrical', 'Chemical or process', 'Mining', 'Other']),
    yesNo('travel', 'Are you able to travel to project sites when needed?'),
    count('experience', 'How many years of engineering experience do you have?', 0, 60),
    written('knowledge', 'Describe how you check a design or calculation before it is issued.', 200),
  ]),
  healthcare: tagged('healthcare', [
    yesNo('registration', 'Do you hold current registration with AHPRA for your profession?'),
    yesNo('screening-check', 'Do you hold a current NDIS Worker Screening Check or police check, or are you willing to obtain one?'),
    someOf('availability', 'Which shifts are you able to work?', ['Morning', 'Afternoon', 'Night', 'Weekends', 'Public holidays']),
    oneOf('setting', 'Which care setting is most of your experience in?', [
      'Hospital (acute care)',
      'Aged care',
      'Disability support',
      'Community or home care',
      'Clinic or primary care',
      'Other',
    ]),
    count('experience', 'How many years of clinical or care experience do you have?', 0, 60),
    written('knowledge', 'Describe how you would recognise and escalate a patient or client whose condition is getting worse.', 200),
  ]),
  accounting: tagged('accounting', [
    someOf('tools', 'Which accounting software have you used?', ['Xero', 'MYOB', 'QuickBooks', 'SAP', 'Oracle NetSuite', 'Excel (advanced)', NONE]),
    oneOf('designation', 'Which professional designation do you hold or are you studying towards?', ['CA', 'CPA', 'IPA', 'Degree in accounting or finance only', 'None']),
    yesNo('registration', 'Are you a registered tax agent or BAS agent?'),
    count('experience', 'How many years of accounting or finance experience do you have?', 0, 60),
    written('knowledge', 'Explain how you would investigate a balance sheet account that does not reconcile.', 200),
  ]),
  hospitality: tagged('hospitality', [
    yesNo('rsa', 'Do you hold a current Responsible Service of Alcohol (RSA) certificate?'),
    yesNo('food-safety', 'Do you hold a food handling or Food Safety Supervisor certificate?'),
    someOf('availability', 'When are you available to work?', SHIFTS),
    oneOf('area', 'Which area is most of your hospitality experience in?', ['Front of house', 'Bar', 'Barista and coffee', 'Kitchen', 'Housekeeping', 'Events or catering']),
    count('experience', 'How many years have you worked in hospitality?', 0, 60),
    written('knowledge', 'A guest asks whether a dish contains nuts. What do you do?', 150),
  ]),
  retail: tagged('retail', [
    someOf('availability', 'When are you available to work?', SHIFTS),
    yesNo('peak-periods', 'Are you available to work during peak periods such as Christmas and end-of-season sales?'),
    someOf('tools', 'Which of these have you done in a retail job?', [
      'Operating a point of sale',
      'Receiving and replenishing stock',
      'Visual merchandising',
      'Opening or closing the store',
      'Handling refunds and exchanges',
      NONE,
    ]),
    count('experience', 'How many years of retail experience do you have?', 0, 60),
    written('knowledge', 'How would you help a customer who is unsure what to buy?', 150),
  ]),
  management: tagged('management', [
    count('team-size', 'How many people have you directly managed at one time?', 0, 10000),
    oneOf('budget', 'What is the largest annual budget you have been responsible for?', ['None', 'Under $100,000', '$100,000 to $1 million', '$1 million to $10 million', 'Over $10 million']),
    yesNo('travel', 'Are you able to travel between sites when needed?'),
    count('experience', 'How many years of people management experience do you have?', 0, 60),
    written('knowledge', 'How would you approach your first 90 days as our {jobTitle}?', 250),
  ]),
  'customer-service': tagged('customer-service', [
    someOf('channels', 'Which customer contact channels have you worked on?', ['Inbound calls', 'Outbound calls', 'Email', 'Live chat', 'Social media', 'Face to face']),
    someOf('tools', 'Which service systems have you used?', ['Zendesk', 'Salesforce Service Cloud', 'Freshdesk', 'ServiceNow', 'Genesys', NONE]),
    yesNo('roster', 'Are you able to work a rotating roster, including some weekends?'),
    count('experience', 'How many years of customer service experience do you have?', 0, 60),
    written('knowledge', 'How would you help a customer who has already been transferred three times?', 150),
  ]),
  education: tagged('education', [
    yesNo('wwcc', "Do you hold a current Working with Children Check (or your state's equivalent)?"),
    yesNo('registration', 'Are you registered with the teacher regulatory authority in the state where this role is based?'),
    oneOf('age-group', 'Which learners is most of your experience with?', [
      'Early childhood',
      'Primary',
      'Secondary',
      'Vocational (TAFE or RTO)',
      'Higher education',
      'Adult or community',
    ]),
    someOf('tools', 'Which learning platforms have you used?', ['Google Classroom', 'Microsoft Teams', 'Canvas', 'Moodle', 'Compass', NONE]),
    count('experience', 'How many years of teaching or training experience do you have?', 0, 60),
    written('knowledge', 'How would you adapt a lesson for a learner who is falling behind?', 200),
  ]),
  legal: tagged('legal', [
    yesNo('practising-certificate', 'Do you hold a current practising certificate?'),
    oneOf('practice-area', 'Which area of law is most of your experience in?', [
      'Commercial or corporate',
      'Litigation and disputes',
      'Property and conveyancing',
      'Family',
      'Employment',
      'Criminal',
      'Other',
    ]),
    someOf('tools', 'Which practice management systems have you used?', ['LEAP', 'Actionstep', 'Smokeball', 'iManage', NONE]),
    count('experience', 'How many years of post-admission or legal experience do you have?', 0, 60),
    written('knowledge', 'How do you make sure conflicts of interest are checked before taking on a matter?', 200),
  ]),
  marketing: tagged('marketing', [
    someOf('tools', 'Which marketing tools have you used?', ['Google Analytics', 'Google Ads', 'Meta Ads Manager', 'HubSpot', 'Mailchimp', 'Canva', 'Adobe Creative Cloud', NONE]),
    oneOf('specialty', 'Which area of marketing is your strongest?', ['Digital or performance', 'Content and social', 'Brand', 'Product marketing', 'Events', 'Communications or PR']),
    upload('portfolio', 'Please upload a portfolio or examples of campaigns you have worked on.'),
    count('experience', 'How many years of marketing experience do you have?', 0, 60),
    written('knowledge', 'Describe a campaign you ran and how you measured its results.', 250),
  ]),
  trades: tagged('trades', [
    yesNo('white-card', 'Do you hold a current construction induction card (White Card)?'),
    yesNo('trade-licence', 'Do you hold a current licence for the trade work this role involves?'),
    yesNo('transport', 'Do you hold a current driver licence and have reliable transport to job sites?'),
    oneOf('qualification', 'What is your highest trade qualification?', [
      'Certificate III (trade qualified)',
      'Certificate IV',
      'Diploma',
      'Currently an apprentice',
      'No formal qualification',
    ]),
    count('experience', 'How many years have you worked in your trade, including your apprenticeship?', 0, 60),
    written('knowledge', 'Describe how you make a work area safe before you start a job.', 150),
  ]),
  logistics: tagged('logistics', [
    yesNo('forklift', 'Do you hold a current forklift licence (high risk work licence)?'),
    oneOf('driver-licence', 'What is the highest class of driver licence you hold?', [
      'Car (C)',
      'Light rigid (LR)',
      'Medium rigid (MR)',
      'Heavy rigid (HR)',
      'Heavy combination (HC)',
      'Multi-combination (MC)',
      'None',
    ]),
    someOf('availability', 'Which shifts are you able to work?', ['Day shift', 'Afternoon shift', 'Night shift', 'Weekends']),
    someOf('tools', 'Which of these have you used?', ['RF scanners', 'A warehouse management system (WMS)', 'SAP', 'Voice or pick-to-light picking', NONE]),
    count('experience', 'How many years of warehouse, transport or logistics experience do you have?', 0, 60),
    written('knowledge', 'How do you make sure orders are picked accurately when you are working quickly?', 150),
  ]),
};
