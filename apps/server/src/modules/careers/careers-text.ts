/*
 * The words of the public careers pages (issue 32), in each candidate language. A job's page
 * speaks the job's language; the list of a company's jobs speaks the visitor's (Accept-Language).
 * The terms and the register follow the candidate app's catalogues and the candidate mails
 * (platform/mail/candidate-mail-text.ts): Spanish `tú`, French `vous`, German `Sie`, Brazilian
 * Portuguese `você`, Modern Standard Arabic, Chinese `您`. Every language has every key: a
 * missing one is a compile error. Dates and amounts arrive already written in the language.
 * Machine values (JSON-LD, the feed's job type) stay as crawlers read them: see posting.ts.
 */
import { candidateLocaleOf, type CandidateLocale } from '@candid/shared/locales';
import type { JobPay, WorkTypeId } from './posting';

/** A pay as a sentence reads it: the amount or range already written in the language. */
export interface PayWords {
  currency: string;
  amount: string;
  perHour: boolean;
  commission: boolean;
}

export interface CareersText {
  /** The list page's title. */
  jobsAt: (company: string) => string;
  /** The list page's heading. */
  openJobs: string;
  noOpenJobs: string;
  /** A job page's title. */
  jobAt: (job: { title: string; company: string }) => string;
  posted: (date: string) => string;
  closes: (date: string) => string;
  apply: string;
  /** The link from a job back to the list. */
  allJobsAt: (company: string) => string;
  /** The logo's alternative text. */
  logo: (company: string) => string;
  /** The title of the page's link to the job feed. */
  feedTitle: (company: string) => string;
  /** Between the parts of a place: city, region, country. */
  comma: string;
  /** SPEC §9 work types, as a person reads them (the JSON-LD keeps Google's values). */
  workTypes: Record<WorkTypeId, string>;
  /** Two amounts as a range. */
  range: (from: string, to: string) => string;
  pay: (pay: PayWords) => string;
  /** The 410 page of a job that closed. */
  closedTitle: string;
  closed: string;
  /** The 404 page. */
  notFoundTitle: string;
  notFound: string;
  seeOpenJobs: (company: string) => string;
}

/** English: the text the pages have always had (tests compare it). */
const en: CareersText = {
  jobsAt: (company) => `Jobs at ${company}`,
  openJobs: 'Open jobs',
  noOpenJobs: 'There are no open jobs right now. Please check back soon.',
  jobAt: ({ title, company }) => `${title} at ${company}`,
  posted: (date) => `Posted ${date}`,
  closes: (date) => `Closes ${date}`,
  apply: 'Apply',
  allJobsAt: (company) => `All open jobs at ${company}`,
  logo: (company) => `${company} logo`,
  feedTitle: (company) => `${company} jobs`,
  comma: ', ',
  workTypes: { 1: 'Full-time', 2: 'Part-time', 3: 'Contract', 4: 'Casual' },
  range: (from, to) => `${from} – ${to}`,
  pay: ({ currency, amount, perHour, commission }) =>
    `${currency} ${amount} ${perHour ? 'per hour' : 'per year'}${commission ? ' plus commission' : ''}`,
  closedTitle: 'Job closed',
  closed: 'This job is closed and no longer takes applications.',
  notFoundTitle: 'Not found',
  notFound: 'This page does not exist.',
  seeOpenJobs: (company) => `See the open jobs at ${company}`,
};

/** Spanish (Spain), `tú`: "oferta (de empleo)", "empresa", "candidatura", as the catalogue. */
const es: CareersText = {
  jobsAt: (company) => `Ofertas de empleo en ${company}`,
  openJobs: 'Ofertas disponibles',
  noOpenJobs: 'Ahora mismo no hay ofertas disponibles. Vuelve a consultarlas pronto.',
  jobAt: ({ title, company }) => `${title} en ${company}`,
  posted: (date) => `Publicada el ${date}`,
  closes: (date) => `Se cierra el ${date}`,
  apply: 'Inscribirme',
  allJobsAt: (company) => `Todas las ofertas disponibles en ${company}`,
  logo: (company) => `Logotipo de ${company}`,
  feedTitle: (company) => `Ofertas de empleo en ${company}`,
  comma: ', ',
  workTypes: { 1: 'Jornada completa', 2: 'Media jornada', 3: 'Contrato temporal', 4: 'Eventual' },
  range: (from, to) => `${from}–${to}`,
  pay: ({ currency, amount, perHour, commission }) =>
    `${amount} ${currency} ${perHour ? 'por hora' : 'al año'}${commission ? ' más comisiones' : ''}`,
  closedTitle: 'Oferta cerrada',
  closed: 'Esta oferta está cerrada y ya no admite candidaturas.',
  notFoundTitle: 'Página no encontrada',
  notFound: 'Esta página no existe.',
  seeOpenJobs: (company) => `Ver las ofertas disponibles en ${company}`,
};

/**
 * French, `vous`: "offre d’emploi", "poste", "candidature"; the company's name never follows
 * "de" (no elision to get wrong), as in the mails.
 */
const fr: CareersText = {
  jobsAt: (company) => `Offres d’emploi chez ${company}`,
  openJobs: 'Postes à pourvoir',
  noOpenJobs: 'Aucun poste n’est à pourvoir pour le moment. Revenez consulter cette page prochainement.',
  jobAt: ({ title, company }) => `${title} chez ${company}`,
  posted: (date) => `Publiée le ${date}`,
  closes: (date) => `Clôture le ${date}`,
  apply: 'Postuler',
  allJobsAt: (company) => `Tous les postes à pourvoir chez ${company}`,
  logo: (company) => `Logo ${company}`,
  feedTitle: (company) => `Offres d’emploi chez ${company}`,
  comma: ', ',
  workTypes: { 1: 'Temps plein', 2: 'Temps partiel', 3: 'Contrat à durée déterminée', 4: 'Emploi occasionnel' },
  range: (from, to) => `${from}–${to}`,
  pay: ({ currency, amount, perHour, commission }) =>
    `${amount} ${currency} ${perHour ? 'de l’heure' : 'par an'}${commission ? ' plus commissions' : ''}`,
  closedTitle: 'Offre clôturée',
  closed: 'Cette offre est clôturée et n’accepte plus de candidatures.',
  notFoundTitle: 'Page introuvable',
  notFound: 'Cette page n’existe pas.',
  seeOpenJobs: (company) => `Voir les postes à pourvoir chez ${company}`,
};

/** German, `Sie`: "Stelle", "Bewerbung", "Arbeitgeber". */
const de: CareersText = {
  jobsAt: (company) => `Offene Stellen bei ${company}`,
  openJobs: 'Offene Stellen',
  noOpenJobs: 'Derzeit gibt es keine offenen Stellen. Schauen Sie bald wieder vorbei.',
  jobAt: ({ title, company }) => `${title} bei ${company}`,
  posted: (date) => `Veröffentlicht am ${date}`,
  closes: (date) => `Bewerbungsschluss: ${date}`,
  apply: 'Jetzt bewerben',
  allJobsAt: (company) => `Alle offenen Stellen bei ${company}`,
  logo: (company) => `Logo von ${company}`,
  feedTitle: (company) => `Stellenangebote von ${company}`,
  comma: ', ',
  workTypes: { 1: 'Vollzeit', 2: 'Teilzeit', 3: 'Befristet', 4: 'Aushilfe' },
  range: (from, to) => `${from}–${to}`,
  pay: ({ currency, amount, perHour, commission }) =>
    `${amount} ${currency} ${perHour ? 'pro Stunde' : 'pro Jahr'}${commission ? ' zzgl. Provision' : ''}`,
  closedTitle: 'Stelle nicht mehr verfügbar',
  closed: 'Diese Stelle ist nicht mehr ausgeschrieben. Bewerbungen sind nicht mehr möglich.',
  notFoundTitle: 'Seite nicht gefunden',
  notFound: 'Diese Seite existiert nicht.',
  seeOpenJobs: (company) => `Offene Stellen bei ${company} ansehen`,
};

/** Brazilian Portuguese, `você`: "vaga", "candidatura"; "na empresa X", so no article has to agree. */
const ptBR: CareersText = {
  jobsAt: (company) => `Vagas na empresa ${company}`,
  openJobs: 'Vagas abertas',
  noOpenJobs: 'Não há vagas abertas no momento. Volte em breve.',
  jobAt: ({ title, company }) => `${title} – ${company}`,
  posted: (date) => `Publicada em ${date}`,
  closes: (date) => `Inscrições até ${date}`,
  apply: 'Candidatar-se',
  allJobsAt: (company) => `Todas as vagas abertas na empresa ${company}`,
  logo: (company) => `Logotipo da empresa ${company}`,
  feedTitle: (company) => `Vagas da empresa ${company}`,
  comma: ', ',
  workTypes: { 1: 'Tempo integral', 2: 'Meio período', 3: 'Contrato temporário', 4: 'Intermitente' },
  range: (from, to) => `${from}–${to}`,
  pay: ({ currency, amount, perHour, commission }) =>
    `${currency} ${amount} ${perHour ? 'por hora' : 'por ano'}${commission ? ' mais comissão' : ''}`,
  closedTitle: 'Vaga encerrada',
  closed: 'Esta vaga foi encerrada e não está mais recebendo candidaturas.',
  notFoundTitle: 'Página não encontrada',
  notFound: 'Esta página não existe.',
  seeOpenJobs: (company) => `Ver as vagas abertas na empresa ${company}`,
};

/** Modern Standard Arabic, addressing the visitor in the masculine as the catalogue does: "وظيفة", "جهة التوظيف". */
const ar: CareersText = {
  jobsAt: (company) => `الوظائف لدى ${company}`,
  openJobs: 'الوظائف المتاحة',
  noOpenJobs: 'لا توجد وظائف متاحة حاليًا. يُرجى زيارة هذه الصفحة مرة أخرى قريبًا.',
  jobAt: ({ title, company }) => `${title} لدى ${company}`,
  posted: (date) => `تاريخ النشر: ${date}`,
  closes: (date) => `آخر موعد للتقديم: ${date}`,
  apply: 'قدِّم الآن',
  allJobsAt: (company) => `جميع الوظائف المتاحة لدى ${company}`,
  logo: (company) => `شعار ${company}`,
  feedTitle: (company) => `وظائف ${company}`,
  comma: '، ',
  workTypes: { 1: 'دوام كامل', 2: 'دوام جزئي', 3: 'عقد محدد المدة', 4: 'عمل عرضي' },
  range: (from, to) => `${from}–${to}`,
  pay: ({ currency, amount, perHour, commission }) =>
    `${amount} ${currency} ${perHour ? 'في الساعة' : 'سنويًا'}${commission ? ' بالإضافة إلى عمولة' : ''}`,
  closedTitle: 'الوظيفة مغلقة',
  closed: 'هذه الوظيفة مغلقة ولم تعد تستقبل طلبات.',
  notFoundTitle: 'الصفحة غير موجودة',
  notFound: 'هذه الصفحة غير موجودة.',
  seeOpenJobs: (company) => `اطّلع على الوظائف المتاحة لدى ${company}`,
};

/** Simplified Chinese, `您`: "职位", "雇主", "申请". */
const zhCN: CareersText = {
  jobsAt: (company) => `${company}招聘职位`,
  openJobs: '在招职位',
  noOpenJobs: '目前暂无在招职位，请稍后再来查看。',
  jobAt: ({ title, company }) => `${company}招聘：${title}`,
  posted: (date) => `发布日期：${date}`,
  closes: (date) => `截止日期：${date}`,
  apply: '立即申请',
  allJobsAt: (company) => `${company}的全部在招职位`,
  logo: (company) => `${company}的标志`,
  feedTitle: (company) => `${company}招聘职位`,
  comma: '，',
  workTypes: { 1: '全职', 2: '兼职', 3: '合同工', 4: '临时工' },
  range: (from, to) => `${from}–${to}`,
  pay: ({ currency, amount, perHour, commission }) => `${perHour ? '时薪' : '年薪'} ${currency} ${amount}${commission ? '，另加佣金' : ''}`,
  closedTitle: '职位已关闭',
  closed: '该职位已关闭，不再接受申请。',
  notFoundTitle: '页面不存在',
  notFound: '该页面不存在。',
  seeOpenJobs: (company) => `查看${company}的在招职位`,
};

/** The words of the careers pages in each candidate language. */
export const CAREERS_TEXT: Record<CandidateLocale, CareersText> = { en, es, fr, de, 'pt-BR': ptBR, ar, 'zh-CN': zhCN };

/** The Intl locale of a candidate language: English writes numbers and dates as Australia does (readableDate). */
const intlLocale = (locale: CandidateLocale) => (locale === 'en' ? 'en-AU' : locale);

/** An amount in the language's digits and grouping; cents only when there are some. */
const amountIn = (n: number, locale: CandidateLocale) =>
  new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 }).format(n);

/** A job's pay as a person reads it in `locale`: "AUD 70,000 – 85,000 per year". */
export function payLabel(pay: JobPay, locale: CandidateLocale): string {
  const text = CAREERS_TEXT[locale];
  const amount = pay.min === pay.max ? amountIn(pay.min, locale) : text.range(amountIn(pay.min, locale), amountIn(pay.max, locale));
  return text.pay({ currency: pay.currency, amount, perHour: pay.unit === 'HOUR', commission: pay.commission });
}

/**
 * A country's name in `locale` (Intl's region names) from its ISO code; English keeps the name
 * the reference table gives, and an unknown code keeps that name too.
 */
export function countryNameIn(code: string | null, name: string | null, locale: CandidateLocale): string | null {
  if (locale === 'en' || !code) return name;
  try {
    const shown = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
    return shown ?? name;
  } catch {
    return name;
  }
}

/** The candidate language a BCP 47 tag asks for, exactly or by its base language; null when Candid does not speak it. */
export function supportedLocaleOf(tag: string | null | undefined): CandidateLocale | null {
  if (!tag?.trim()) return null;
  const locale = candidateLocaleOf(tag);
  // candidateLocaleOf answers English for anything unknown: only an English tag means English here.
  return locale !== 'en' || tag.trim().toLowerCase().split(/[-_]/)[0] === 'en' ? locale : null;
}

/**
 * The candidate language an Accept-Language header prefers (RFC 9110 §12.5.4): the ranges by
 * q-value, the header's order among equals, q=0 refused; English when none is spoken.
 */
export function preferredLocale(header: string | undefined): CandidateLocale {
  const ranges = (header ?? '').split(',').map((part) => {
    const [tag, ...params] = part.split(';');
    const qParam = params.find((p) => /^\s*q\s*=/i.test(p));
    // A malformed q-value counts as a refusal rather than as the strongest wish.
    const q = qParam === undefined ? 1 : Number(/=\s*([01](?:\.\d{0,3})?)\s*$/.exec(qParam)?.[1] ?? 0);
    return { tag, q };
  });
  // Array sort is stable: equal q-values keep the header's order.
  const wanted = ranges.filter((r) => r.q > 0).sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const locale = supportedLocaleOf(tag);
    if (locale) return locale;
  }
  return 'en';
}
