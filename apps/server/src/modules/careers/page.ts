import { careersPath } from '@candid/shared';
import { readableDate } from '../../platform/dates';
import type { CareersCompany } from './service';
import { jobPostingJsonLd, logoUrl, scriptJson, type JobView } from './posting';

/*
 * The careers pages' HTML (issue 17): rendered on the server, complete without JavaScript, so
 * crawlers read the jobs and their JSON-LD from the first answer. Small: one inline style
 * element (the CSP allows inline styles, not scripts), no script but the JSON-LD data block.
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

function layout(company: CareersCompany, publicUrl: string, title: string, body: string, head = ''): string {
  const accent = cssColour(company.background, '#111111');
  const onAccent = cssColour(company.colour, '#ffffff');
  const logo = logoUrl(publicUrl, company);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
${FAVICON}
<link rel="alternate" type="application/xml" title="${esc(company.name)} jobs" href="${esc(careersPath(company.slug))}/feed.xml">
${head}<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fafafa;line-height:1.5}
header{background:${accent};color:${onAccent};padding:24px 16px}
header a{color:inherit;text-decoration:none;display:flex;align-items:center;gap:12px;max-width:880px;margin:0 auto;font-size:1.4rem;font-weight:600}
header img{max-height:48px;max-width:160px;background:#fff;border-radius:4px;padding:4px}
main{max-width:880px;margin:0 auto;padding:24px 16px}
ul.jobs{list-style:none;padding:0}ul.jobs li{background:#fff;border:1px solid #e0e0e0;border-radius:8px;padding:16px;margin:0 0 12px}
ul.jobs a{font-size:1.15rem;font-weight:600;color:#1a1a1a}
.meta{color:#555;font-size:.95rem;margin:4px 0}
.apply{display:inline-block;background:#111;color:#fff;padding:12px 28px;border-radius:6px;text-decoration:none;font-weight:600;margin:16px 0}
</style></head>
<body><header><a href="${esc(careersPath(company.slug))}">${logo ? `<img src="${esc(logo)}" alt="${esc(company.name)} logo">` : ''}<span>${esc(company.name)}</span></a></header>
<main>${body}</main></body></html>`;
}

function metaLine(view: JobView): string {
  return [view.locationText, view.workTypeLabel, view.pay?.label].filter(Boolean).map((s) => esc(s!)).join(' · ');
}

/** The company's careers page: its open jobs. */
export function careersListPage(publicUrl: string, company: CareersCompany, views: JobView[]): string {
  const items = views.length
    ? `<ul class="jobs">${views
        .map(
          (v) =>
            `<li><a href="${esc(new URL(v.url).pathname)}">${esc(v.title)}</a><div class="meta">${metaLine(v)}</div><div class="meta">Closes ${esc(readableDate(v.validThrough))}</div></li>`,
        )
        .join('')}</ul>`
    : '<p>There are no open jobs right now. Please check back soon.</p>';
  return layout(company, publicUrl, `Jobs at ${company.name}`, `<h1>Open jobs</h1>${items}`);
}

/** One job's page, with its JobPosting JSON-LD and the Apply button (the job's public link). */
export function careersJobPage(publicUrl: string, company: CareersCompany, view: JobView): string {
  const jsonLd = `<script type="application/ld+json">${scriptJson(jobPostingJsonLd(publicUrl, company, view))}</script>\n<link rel="canonical" href="${esc(view.url)}">\n`;
  // Apply above the description and again below it; one Apply when there is no description.
  const apply = `<a class="apply" href="${esc(view.applyUrl)}">Apply</a>`;
  const body = `<article><h1>${esc(view.title)}</h1>
<div class="meta">${metaLine(view)}</div>
<div class="meta">Posted ${esc(readableDate(view.datePosted))} · Closes ${esc(readableDate(view.validThrough))}</div>
${apply}${view.hasDescription ? `
<section class="description">${view.descriptionHtml}</section>
${apply}` : ''}</article>
<p><a href="${esc(careersPath(company.slug))}">All open jobs at ${esc(company.name)}</a></p>`;
  return layout(company, publicUrl, `${view.title} at ${company.name}`, body, jsonLd);
}

/** The answer for an unknown company or job (404) or a job that closed (410). */
export function careersMissingPage(status: 404 | 410, company?: CareersCompany): string {
  const text = status === 410 ? 'This job is closed and no longer takes applications.' : 'This page does not exist.';
  const back = company ? `<p><a href="${esc(careersPath(company.slug))}">See the open jobs at ${esc(company.name)}</a></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status === 410 ? 'Job closed' : 'Not found'}</title>${FAVICON}</head><body><main><h1>${esc(text)}</h1>${back}</main></body></html>`;
}
