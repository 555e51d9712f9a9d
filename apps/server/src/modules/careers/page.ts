import { careersPath } from '@candid/shared';
import { directionOf, type CandidateLocale } from '@candid/shared/locales';
import { readableDateIn } from '../../platform/dates';
import type { CareersCompany } from './service';
import { CAREERS_TEXT, countryNameIn, payLabel } from './careers-text';
import { jobPostingJsonLd, logoUrl, scriptJson, type JobView } from './posting';

/*
 * The careers pages' HTML (issue 17): rendered on the server, complete without JavaScript, so
 * crawlers read the jobs and their JSON-LD from the first answer. Small: one inline style
 * element (the CSP allows inline styles, not scripts), no script but the JSON-LD data block.
 * Each page speaks one language (issue 32): a job's page the job's, the list the visitor's.
 */

/** Text or an attribute value made safe for HTML. */
export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A brand colour fit for CSS (#rgb, #rrggbb, #rrggbbaa or a colour name), else the fallback. */
export function cssColour(value: string | null, fallback: string): string {
  const v = value?.trim() ?? '';
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v) || /^[a-z]{3,20}$/i.test(v) ? v : fallback;
}

/** The web app's icon (apps/web/public/favicon.svg, served from the root by the SPA): no 404 for /favicon.ico. */
export const FAVICON = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">';

/** The opening html element of a page in `locale`: its language and writing direction. */
const htmlTag = (locale: CandidateLocale) => `<html lang="${locale}" dir="${directionOf(locale)}">`;

function layout(company: CareersCompany, publicUrl: string, locale: CandidateLocale, title: string, body: string, head = ''): string {
  const text = CAREERS_TEXT[locale];
  const accent = cssColour(company.background, '#111111');
  const onAccent = cssColour(company.colour, '#ffffff');
  const logo = logoUrl(publicUrl, company);
  return `<!doctype html>
${htmlTag(locale)}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
${FAVICON}
<link rel="alternate" type="application/xml" title="${esc(text.feedTitle(company.name))}" href="${esc(careersPath(company.slug))}/feed.xml">
${head}<style>
/* Logical margins and paddings (inline, block), so a right-to-left page mirrors. */
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fafafa;line-height:1.5}
header{background:${accent};color:${onAccent};padding:24px 16px}
header a{color:inherit;text-decoration:none;display:flex;align-items:center;gap:12px;max-width:880px;margin-inline:auto;font-size:1.4rem;font-weight:600}
header img{max-height:48px;max-width:160px;background:#fff;border-radius:4px;padding:4px}
main{max-width:880px;margin-inline:auto;padding-block:24px;padding-inline:16px}
ul.jobs{list-style:none;padding-inline-start:0}ul.jobs li{background:#fff;border:1px solid #e0e0e0;border-radius:8px;padding:16px;margin-block:0 12px}
ul.jobs a{font-size:1.15rem;font-weight:600;color:#1a1a1a}
.meta{color:#555;font-size:.95rem;margin-block:4px}
.apply{display:inline-block;background:#111;color:#fff;padding-block:12px;padding-inline:28px;border-radius:6px;text-decoration:none;font-weight:600;margin-block:16px}
</style></head>
<body><header><a href="${esc(careersPath(company.slug))}">${logo ? `<img src="${esc(logo)}" alt="${esc(text.logo(company.name))}">` : ''}<span>${esc(company.name)}</span></a></header>
<main>${body}</main></body></html>`;
}

/** A job's place, work type and pay, in `locale`. */
function metaLine(view: JobView, locale: CandidateLocale): string {
  const text = CAREERS_TEXT[locale];
  const place = [view.city, view.region, countryNameIn(view.countryCode, view.countryName, locale)].filter(Boolean).join(text.comma);
  const workType = view.workTypeId ? text.workTypes[view.workTypeId] : null;
  return [place, workType, view.pay && payLabel(view.pay, locale)].filter(Boolean).map((s) => esc(s!)).join(' · ');
}

/**
 * The company's careers page: its open jobs, in the visitor's `locale`. Each title keeps its
 * job's language, so a screen reader reads it in that language.
 */
export function careersListPage(publicUrl: string, company: CareersCompany, views: JobView[], locale: CandidateLocale): string {
  const text = CAREERS_TEXT[locale];
  const items = views.length
    ? `<ul class="jobs">${views
        .map(
          (v) =>
            `<li><a href="${esc(new URL(v.url).pathname)}" lang="${v.locale}" dir="auto">${esc(v.title)}</a><div class="meta">${metaLine(v, locale)}</div><div class="meta">${esc(text.closes(readableDateIn(v.validThrough, locale)))}</div></li>`,
        )
        .join('')}</ul>`
    : `<p>${esc(text.noOpenJobs)}</p>`;
  return layout(company, publicUrl, locale, text.jobsAt(company.name), `<h1>${esc(text.openJobs)}</h1>${items}`);
}

/** One job's page in the job's language, with its JobPosting JSON-LD and the Apply button (the job's public link). */
export function careersJobPage(publicUrl: string, company: CareersCompany, view: JobView): string {
  const { locale } = view;
  const text = CAREERS_TEXT[locale];
  const jsonLd = `<script type="application/ld+json">${scriptJson(jobPostingJsonLd(publicUrl, company, view))}</script>\n<link rel="canonical" href="${esc(view.url)}">\n`;
  // Apply above the description and again below it; one Apply when there is no description.
  const apply = `<a class="apply" href="${esc(view.applyUrl)}">${esc(text.apply)}</a>`;
  const dates = `${text.posted(readableDateIn(view.datePosted, locale))} · ${text.closes(readableDateIn(view.validThrough, locale))}`;
  const body = `<article><h1>${esc(view.title)}</h1>
<div class="meta">${metaLine(view, locale)}</div>
<div class="meta">${esc(dates)}</div>
${apply}${view.hasDescription ? `
<section class="description">${view.descriptionHtml}</section>
${apply}` : ''}</article>
<p><a href="${esc(careersPath(company.slug))}">${esc(text.allJobsAt(company.name))}</a></p>`;
  return layout(company, publicUrl, locale, text.jobAt({ title: view.title, company: company.name }), body, jsonLd);
}

/** The answer for an unknown company or job (404) or a job that closed (410), in `locale`. */
export function careersMissingPage(status: 404 | 410, locale: CandidateLocale, company?: CareersCompany): string {
  const text = CAREERS_TEXT[locale];
  const back = company ? `<p><a href="${esc(careersPath(company.slug))}">${esc(text.seeOpenJobs(company.name))}</a></p>` : '';
  const [title, heading] = status === 410 ? [text.closedTitle, text.closed] : [text.notFoundTitle, text.notFound];
  return `<!doctype html>${htmlTag(locale)}<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${esc(title)}</title>${FAVICON}</head><body><main><h1>${esc(heading)}</h1>${back}</main></body></html>`;
}
