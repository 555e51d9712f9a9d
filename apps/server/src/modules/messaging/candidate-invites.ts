import { and, eq, inArray, sql } from 'drizzle-orm';
import { MSG, candidateEmailSchema, oneLine, type InviteResultRow } from '@candid/shared';
import type { CandidateChannel } from '@candid/shared/funnel';
import { candidateLocaleOf } from '@candid/shared/locales';
import { checkMobileNumber } from '@candid/shared/phone';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { withTransaction } from '../../db/transaction';
import { campaignLines, users } from '../../db/schema/index';
import { HttpError, badRequest } from '../../http/errors';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { randomToken, sha256 } from '../../platform/crypto';
import { enqueueMails, type OutgoingMail } from '../../platform/mail/outbox';
import { enqueueSms, type OutgoingSms } from '../../platform/sms/outbox';
import { optedOutAt } from '../../platform/sms/status';
import { smsInviteText } from '../../platform/sms/candidate-sms-text';
import { candidateInviteMail, mailLogoUrl, type MailBrand } from '../../platform/mail/templates';
import { assertInvitesAvailable, assertSmsAvailable, lockInvites } from '../billing/plan';
import { loadCampaign } from '../campaigns/service';
import { addInvitedLines } from '../campaigns/candidate-lines';
import { brandingOf, liveQuestionCount, personalLink, shortLink, type CampaignRow } from '../campaigns/read-model';
import { acceptsInvites, isScheduled } from '../campaigns/interview-window';
import { emit } from '../webhooks/emit';
import { messagingPolicy } from './policy';

/**
 * One candidate to invite (an item of the POST /Message/SendEmail body, or an applicant of a job
 * board): the job, the address, and the name and phone when known. The address is checked per
 * row (an invalid one is a '400' row, not a failed request).
 */
export interface InviteItem {
  campaignId: number;
  candidateEmail: string;
  candidateFirstName?: string | null;
  candidateLastName?: string | null;
  candidatePhone?: string | null;
}

interface NewLine {
  index: number;
  item: InviteItem;
  email: string;
  /** The mobile number in E.164 (by text message), else the phone as given. */
  phone: string | null;
  secret: string;
}

/**
 * How the invitations go: by email (the personal link in a mail), or by text message (issue 33:
 * the short link /i/{secret} in an SMS to the item's mobile number, which must be valid and not
 * opted out; the address is still required, as it is who the candidate is).
 */
export type InviteMedium = 'email' | 'sms';

/**
 * Invites candidates (docs/api-interview.md "Inviting"): one campaign line (status 0) per new
 * address with a personal secret (only its sha256 is stored) and one email or text message with
 * the personal link, all in one transaction (the caller's, when it has one open). Answers one row
 * per item, in order. `channel` (the funnel's) defaults to the medium, or 'api' for an API key.
 */
export async function inviteCandidates(
  deps: Deps<'config' | 'events' | 'mail' | 'sms'>,
  actor: AuthContext,
  input: { items: InviteItem[]; fromName?: string; by?: InviteMedium; channel?: CandidateChannel },
): Promise<InviteResultRow[]> {
  const by = input.by ?? 'email';
  const channel: CandidateChannel = input.channel ?? (actor.apiKeyId ? 'api' : by);
  if (by === 'sms' && !deps.sms) throw new HttpError(409, MSG.smsNotConfigured, { CampaignLine_CandidatePhone: [MSG.smsNotConfigured] });
  messagingPolicy.authorize(actor, 'candidate.invite');
  const jobs = new Map<number, CampaignRow>();
  const jobField = wireNameOf(wireNames.campaignLines, 'campaignId');
  for (const campaignId of new Set(input.items.map((i) => i.campaignId))) {
    const job = await loadCampaign(deps, actor, campaignId);
    if (!acceptsInvites(job)) throw badRequest(MSG.jobEndedNoInvites, { [jobField]: [MSG.jobEndedNoInvites] });
    if ((await liveQuestionCount(deps, job)) === 0) throw badRequest(MSG.jobHasNoQuestions, { [jobField]: [MSG.jobHasNoQuestions] });
    jobs.set(campaignId, job);
  }
  const inviter = oneLine(input.fromName ?? '') || (await inviterName(deps, actor));

  const rows = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    await lockInvites(txDeps, actor.enterpriseId);
    const result: InviteResultRow[] = new Array(input.items.length);
    const taken = new Map<string, number | null>();
    for (const [campaignId] of jobs) {
      const addresses = input.items
        .filter((i) => i.campaignId === campaignId)
        .map((i) => i.candidateEmail.toLowerCase());
      const existing = await tx
        .select({ id: campaignLines.id, email: sql<string>`lower(${campaignLines.candidateEmail})` })
        .from(campaignLines)
        .where(
          and(
            eq(campaignLines.enterpriseId, actor.enterpriseId),
            eq(campaignLines.campaignId, campaignId),
            inArray(sql`lower(${campaignLines.candidateEmail})`, addresses),
          ),
        );
      for (const e of existing) taken.set(`${campaignId}:${e.email}`, e.id);
    }

    const mobiles = by === 'sms' ? checkedMobiles(input.items) : [];
    const optedOut = by === 'sms' ? await optedOutAt(tx, mobiles.flatMap((m) => (m.ok ? [m.e164] : []))) : new Map<string, string>();
    const fresh: NewLine[] = [];
    for (const [index, item] of input.items.entries()) {
      const parsed = candidateEmailSchema.safeParse(item.candidateEmail);
      // A text message's row names the number it was for; a mail's, the address.
      const shown = by === 'sms' ? (item.candidatePhone ?? '') : item.candidateEmail;
      if (!parsed.success) {
        result[index] = [null, '400', MSG.validEmail, shown];
        continue;
      }
      const mobile = mobiles[index];
      if (mobile && !mobile.ok) {
        result[index] = [null, '400', mobile.reason === 'not-mobile' ? MSG.mobileNotMobile : MSG.mobileInvalid, shown];
        continue;
      }
      if (mobile?.ok && optedOut.has(mobile.e164)) {
        result[index] = [null, '409', MSG.mobileOptedOut(mobile.e164), mobile.e164];
        continue;
      }
      const key = `${item.campaignId}:${parsed.data}`;
      if (taken.has(key)) {
        result[index] = [taken.get(key) ?? null, '409', MSG.alreadyMailSentTo(parsed.data), by === 'sms' ? shown : parsed.data];
        continue;
      }
      taken.set(key, null);
      fresh.push({ index, item, email: parsed.data, phone: mobile?.ok ? mobile.e164 : item.candidatePhone || null, secret: randomToken(by === 'sms' ? 16 : 24) });
    }
    // Nothing is sent unless every new address (and text message) fits in the plan.
    await assertInvitesAvailable(txDeps, actor.enterpriseId, fresh.length);
    if (by === 'sms') await assertSmsAvailable(txDeps, actor.enterpriseId, fresh.length);
    if (fresh.length === 0) return result;

    const now = new Date().toISOString();
    const inserted = await addInvitedLines(
      txDeps,
      actor.enterpriseId,
      fresh.map((f) => ({
        campaignId: f.item.campaignId,
        jobId: jobs.get(f.item.campaignId)!.jobId,
        email: f.email,
        firstName: f.item.candidateFirstName || null,
        lastName: f.item.candidateLastName || null,
        phone: f.phone,
        inviteTokenHash: sha256(f.secret),
        invitedAt: now,
        channel,
      })),
    );
    const idOf = new Map(inserted.map((r) => [`${r.campaignId}:${r.email}`, r.id]));

    const branding = new Map<number, MailBrand>();
    for (const [campaignId, job] of jobs) branding.set(campaignId, await brandingOf(txDeps, job, deps.config.publicUrl, mailLogoUrl));
    const invitation = (f: NewLine) => {
      const job = jobs.get(f.item.campaignId)!;
      return {
        job,
        campaignLineId: idOf.get(`${f.item.campaignId}:${f.email}`)!,
        employerName: branding.get(job.id)?.name || 'our team',
        jobTitle: job.jobTitle || job.name,
        locale: candidateLocaleOf(job.language),
      };
    };
    if (by === 'sms') {
      const texts: OutgoingSms[] = fresh.map((f) => {
        const { campaignLineId, employerName, jobTitle, locale } = invitation(f);
        return {
          enterpriseId: actor.enterpriseId,
          campaignLineId,
          to: f.phone!,
          purpose: 'invitation',
          body: smsInviteText(locale, { employerName, jobTitle, firstName: f.item.candidateFirstName || null, url: shortLink(deps.config, f.secret) }),
        };
      });
      await enqueueSms(tx, texts);
    } else {
      const mails: OutgoingMail[] = fresh.map((f) => {
        const { job, campaignLineId, employerName, jobTitle, locale } = invitation(f);
        return {
          ...candidateInviteMail({
            employerName,
            brand: branding.get(job.id),
            jobTitle,
            firstName: f.item.candidateFirstName,
            inviter,
            endDate: job.endDate,
            opensOn: isScheduled(job) ? job.startDate : null,
            url: personalLink(deps.config, job.id, actor.enterpriseId, f.secret),
            locale,
          }),
          to: f.email,
          enterpriseId: actor.enterpriseId,
          // Its sending marks the line delivered (the funnel), and it goes with the candidate.
          campaignLineId,
          purpose: 'invitation',
          // A candidate's reply (a question, a request for an adjustment) reaches who invited them.
          replyTo: actor.email || undefined,
        };
      });
      await enqueueMails(tx, mails);
    }
    await emit(
      txDeps,
      inserted.map((r) => ({ enterpriseId: actor.enterpriseId, type: 'candidate.invited' as const, data: { jobId: r.campaignId, candidateId: r.id } })),
    );
    for (const f of fresh) {
      const lineId = idOf.get(`${f.item.campaignId}:${f.email}`) ?? null;
      result[f.index] = by === 'sms' ? [lineId, '200', MSG.smsSentTo(f.phone!), f.phone!] : [lineId, '200', MSG.mailSentTo(f.email), f.email];
    }
    // In-body repeats of an address just invited point at its new line.
    for (const [i, row] of result.entries()) {
      if (row[1] === '409' && row[0] === null) row[0] = idOf.get(`${input.items[i].campaignId}:${row[3]}`) ?? null;
    }
    return result;
  });
  if (by === 'sms') deps.sms?.wake();
  else deps.mail.wake();
  return rows;
}

/** Each item's mobile number checked (by text message). */
function checkedMobiles(items: InviteItem[]) {
  return items.map((item) => checkMobileNumber(item.candidatePhone ?? ''));
}

async function inviterName({ db }: Deps, actor: AuthContext) {
  const [u] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, actor.userId));
  return oneLine(`${u?.first ?? ''} ${u?.last ?? ''}`) || undefined;
}
