import type { CareersCompany } from './service';
import type { JobView } from './posting';
import { payLabel } from './careers-text';

/*
 * The job feed of a company (issue 17) in Indeed's XML feed format, which most job aggregators
 * read: <source> with <publisher>, <publisherurl>, <lastBuildDate> and one <job> per open job.
 * Every text is a CDATA section (a "]]>" inside is split across two sections). The salary is
 * written in its job's language, as the job's title and description are.
 */

const cdata = (s: string | null | undefined) => `<![CDATA[${(s ?? '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
/** Characters XML 1.0 does not allow, removed from the texts. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters to remove
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
const tag = (name: string, value: string | null | undefined) => `<${name}>${cdata(clean(value ?? ''))}</${name}>`;

/** RFC 1123 date of a YYYY-MM-DD day, as Indeed's <date> shows it. */
const feedDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

export function jobFeed(publicUrl: string, company: CareersCompany, views: JobView[], now = new Date()): string {
  const jobs = views
    .map((v) =>
      [
        '<job>',
        tag('title', v.title),
        tag('date', feedDate(v.datePosted)),
        tag('referencenumber', v.referenceNumber),
        tag('url', v.url),
        tag('company', company.name),
        tag('city', v.city),
        tag('state', v.region),
        tag('country', v.countryCode),
        tag('postalcode', v.postcode),
        tag('description', v.descriptionHtml),
        tag('salary', v.pay && payLabel(v.pay, v.locale)),
        tag('jobtype', v.feedJobType),
        tag('expirationdate', feedDate(v.validThrough.slice(0, 10))),
        '</job>',
      ].join(''),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<source>${tag('publisher', company.name)}${tag('publisherurl', `${publicUrl}/careers/${company.slug}`)}${tag('lastBuildDate', now.toUTCString())}
${jobs}
</source>
`;
}
