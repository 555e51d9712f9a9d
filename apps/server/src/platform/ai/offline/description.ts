import { escapeHtml, htmlToText, sanitizeRichText } from '../../html';
import { cleanField, formatPay, payTypeLabel, workTypeLabel, type JobDescription, type JobDescriptionRequest } from '../provider';
import { matchFamilies, withArticle } from './bank';
import { shuffle, type Random } from './questions';

const GENERAL_RESPONSIBILITIES = [
  'Deliver the day-to-day duties of the role to a high standard',
  'Work closely with your team and manager to meet shared goals',
  'Communicate clearly with colleagues, customers and stakeholders',
  'Keep accurate records and follow our policies and procedures',
  'Spot problems early and help find practical solutions',
  'Contribute ideas to improve how we work',
  'Follow safe work practices at all times',
];

const GENERAL_REQUIREMENTS = [
  'Experience in a similar role, or transferable skills and a willingness to learn',
  'Strong communication and interpersonal skills',
  'Reliability, a positive attitude and a strong work ethic',
  'Good organisation and time management',
  'The ability to work independently and as part of a team',
];

const SENIOR = /\b(senior|snr|sr|lead|principal|head|chief|director|manager)\b/i;
const ENTRY = /\b(junior|jnr|jr|graduate|grad|trainee|apprentice|intern|entry level|assistant)\b/i;

/** Benefits that follow from the work type and pay type, without inventing figures. */
function benefits(workType: number | undefined, payType: number | undefined, entry: boolean): string[] {
  const out: string[] = [];
  if (workType === 1) out.push('A full-time position with stability and room to grow');
  if (workType === 2) out.push('Part-time hours that help you balance work and life');
  if (workType === 3) out.push('A contract engagement where your expertise makes a visible difference');
  if (workType === 4) out.push('Casual, flexible shifts that fit around your other commitments');
  if (payType === 3) out.push('Uncapped commission on top of your base salary');
  out.push(entry ? 'Training and support from day one' : 'Ongoing training and development to grow your career');
  out.push('A supportive, friendly team that values your ideas');
  out.push('A workplace where safety, respect and wellbeing come first');
  return out;
}

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** Picks n items at random while keeping their original order. */
function sample(items: readonly string[], n: number, random: Random): string[] {
  if (items.length <= n) return [...items];
  const chosen = new Set(shuffle(items.map((_, i) => i), random).slice(0, n));
  return items.filter((_, i) => chosen.has(i));
}

/**
 * A structured job advert: title, summary line, About the role, Key responsibilities,
 * About you, What we offer and How to apply (the one-way video interview).
 */
export function composeJobDescription(input: JobDescriptionRequest, random: Random): JobDescription {
  const jobTitle = cleanField(input.jobTitle) ?? 'this role';
  const company = cleanField(input.companyName);
  const location = cleanField(input.location);
  const category = cleanField(input.subCategory) ?? cleanField(input.category);
  const workType = workTypeLabel(input.workType);
  const payType = payTypeLabel(input.payType);
  const pay = formatPay(input.payType, input.payFrom, input.payTo);
  const families = matchFamilies(input).map((m) => m.family);
  const primary = families[0];
  const senior = SENIOR.test(jobTitle);
  const entry = !senior && ENTRY.test(jobTitle);

  const responsibilities = primary
    ? [...sample(primary.responsibilities, 5, random), ...(families[1] ? sample(families[1].responsibilities, 1, random) : [])]
    : sample(GENERAL_RESPONSIBILITIES, 6, random);
  if (senior && primary?.id !== 'management') responsibilities.push('Mentor and support less experienced team members');
  const requirements = primary ? sample(primary.requirements, 5, random) : [...GENERAL_REQUIREMENTS];
  if (entry) requirements.push('Enthusiasm to learn; full training is provided');
  if (senior) requirements.push('Several years of experience at a similar level');

  const who = company ?? 'We';
  const joining = company ? `${company} is` : 'We are';
  const kind = workType ? `${workType.toLowerCase()} ` : '';
  const where = location ? ` in ${location}` : '';
  const purpose = primary?.purpose ?? 'deliver great results for our customers and our team';
  const field = category ? ` in ${category}` : primary ? ` in ${primary.label.toLowerCase()}` : '';
  const e = escapeHtml;

  const facts = [
    company && `<strong>Company:</strong> ${e(company)}`,
    location && `<strong>Location:</strong> ${e(location)}`,
    workType && `<strong>Work type:</strong> ${e(workType)}`,
    (pay || payType) && `<strong>${e(payType ?? 'Pay')}:</strong> ${e(pay ?? 'to be discussed')}`,
  ].filter(Boolean);

  const html = [
    `<h1>${e(jobTitle)}</h1>`,
    facts.length ? `<p>${facts.join('<br>')}</p>` : '',
    '<h2>About the role</h2>',
    `<p>${e(joining)} looking for ${e(withArticle(`${kind}${jobTitle}`))}${e(where)} to join the team and help us ${e(purpose)}. ` +
      `This is a great opportunity for someone who wants to build their career${e(field)} and make a real contribution from the start.</p>`,
    '<h2>Key responsibilities</h2>',
    list(responsibilities),
    '<h2>About you</h2>',
    list(requirements),
    '<h2>What we offer</h2>',
    list(benefits(input.workType, input.payType, entry)),
    '<h2>How to apply</h2>',
    `<p>Apply online and complete a short one-way video interview. You will receive a link and can record your answers ` +
      `to a few questions on camera in your own time, from your phone or computer — no need to schedule a call. ` +
      `${e(who)} will review every interview and be in touch about the next steps.</p>`,
  ].join('');

  const clean = sanitizeRichText(html);
  return { html: clean, text: htmlToText(clean) };
}
