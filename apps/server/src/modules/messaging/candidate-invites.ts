import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG, candidateEmailSchema, oneLine, sendEmailItemSchema, type InviteResultRow } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { withTransaction } from '../../db/transaction';
import { campaignLines, users } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { randomToken, sha256 } from '../../platform/crypto';
import { enqueueMails, type OutgoingMail } from '../../platform/mail/outbox';
import { candidateInviteMail, mailLogoUrl, type MailBrand } from '../../platform/mail/templates';
import { assertInvitesAvailable, lockInvites } from '../billing/plan';
import { loadCampaign } from '../campaigns/service';
import { addInvitedLines } from '../campaigns/candidate-lines';
import { brandingOf, liveQuestionCount, personalLink, type CampaignRow } from '../campaigns/read-model';
import { acceptsInvites, isScheduled } from '../campaigns/interview-window';
import { emit } from '../webhooks/emit';
import { messagingPolicy } from './policy';

/**
 * One item of the POST /Message/SendEmail body (the shared contract's sendEmailItemSchema). The
 * address is checked per row (an invalid one is a '400' row, not a failed request).
 */
export type SendEmailItem = z.infer<typeof sendEmailItemSchema>;

interface NewLine {
  index: number;
  item: SendEmailItem;
  email: string;
  secret: string;
}

/**
 * Invites candidates by email (docs/api-interview.md "Inviting"): one campaign line (status 0)
 * per new address with a personal secret (only its sha256 is stored) and one email with the
 * personal link, all in one transaction (the caller's, when it has one open). Answers one row
 * per item, in order.
 */
export async function inviteCandidates(
  deps: Deps<'config' | 'events' | 'mail'>,
  actor: AuthContext,
  input: { items: SendEmailItem[]; fromName?: string },
): Promise<InviteResultRow[]> {
  messagingPolicy.authorize(actor, 'candidate.invite');
  const jobs = new Map<number, CampaignRow>();
  for (const campaignId of new Set(input.items.map((i) => i.fk_Campaign_ID))) {
    const job = await loadCampaign(deps, actor, campaignId);
    if (!acceptsInvites(job)) throw badRequest(MSG.jobEndedNoInvites, { fk_Campaign_ID: [MSG.jobEndedNoInvites] });
    if ((await liveQuestionCount(deps, job)) === 0) throw badRequest(MSG.jobHasNoQuestions, { fk_Campaign_ID: [MSG.jobHasNoQuestions] });
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
        .filter((i) => i.fk_Campaign_ID === campaignId)
        .map((i) => i.CampaignLine_CandidateEmail.toLowerCase());
      const existing = await tx
        .select({ id: campaignLines.pk_CampaignLine_ID, email: sql<string>`lower(${campaignLines.CampaignLine_CandidateEmail})` })
        .from(campaignLines)
        .where(
          and(
            eq(campaignLines.fk_Enterprise_ID, actor.enterpriseId),
            eq(campaignLines.fk_Campaign_ID, campaignId),
            inArray(sql`lower(${campaignLines.CampaignLine_CandidateEmail})`, addresses),
          ),
        );
      for (const e of existing) taken.set(`${campaignId}:${e.email}`, e.id);
    }

    const fresh: NewLine[] = [];
    for (const [index, item] of input.items.entries()) {
      const parsed = candidateEmailSchema.safeParse(item.CampaignLine_CandidateEmail);
      if (!parsed.success) {
        result[index] = [null, '400', MSG.validEmail, item.CampaignLine_CandidateEmail];
        continue;
      }
      const key = `${item.fk_Campaign_ID}:${parsed.data}`;
      if (taken.has(key)) {
        result[index] = [taken.get(key) ?? null, '409', MSG.alreadyMailSentTo(parsed.data), parsed.data];
        continue;
      }
      taken.set(key, null);
      fresh.push({ index, item, email: parsed.data, secret: randomToken(24) });
    }
    // Nothing is sent unless every new address fits in the plan.
    await assertInvitesAvailable(txDeps, actor.enterpriseId, fresh.length);
    if (fresh.length === 0) return result;

    const now = new Date().toISOString();
    const inserted = await addInvitedLines(
      txDeps,
      actor.enterpriseId,
      fresh.map((f) => ({
        campaignId: f.item.fk_Campaign_ID,
        jobId: jobs.get(f.item.fk_Campaign_ID)!.fk_Job_ID,
        email: f.email,
        firstName: f.item.CampaignLine_CandidateFirstName || null,
        lastName: f.item.CampaignLine_CandidateLastName || null,
        phone: f.item.CampaignLine_CandidatePhone || null,
        inviteTokenHash: sha256(f.secret),
        invitedAt: now,
      })),
    );
    const idOf = new Map(inserted.map((r) => [`${r.campaignId}:${r.email}`, r.id]));

    const branding = new Map<number, MailBrand>();
    for (const [campaignId, job] of jobs) branding.set(campaignId, await brandingOf(txDeps, job, deps.config.publicUrl, mailLogoUrl));
    const mails: OutgoingMail[] = fresh.map((f) => {
      const job = jobs.get(f.item.fk_Campaign_ID)!;
      return {
        ...candidateInviteMail({
          employerName: branding.get(job.pk_Campaign_ID)?.name || 'our team',
          brand: branding.get(job.pk_Campaign_ID),
          jobTitle: job.Campaign_Job_Title || job.Campaign_Name,
          firstName: f.item.CampaignLine_CandidateFirstName,
          inviter,
          endDate: job.Campaign_EndDate,
          opensOn: isScheduled(job) ? job.Campaign_StartDate : null,
          url: personalLink(deps.config, job.pk_Campaign_ID, actor.enterpriseId, f.secret),
        }),
        to: f.email,
        enterpriseId: actor.enterpriseId,
      };
    });
    await enqueueMails(tx, mails);
    await emit(
      txDeps,
      inserted.map((r) => ({ enterpriseId: actor.enterpriseId, type: 'candidate.invited' as const, data: { jobId: r.campaignId, candidateId: r.id } })),
    );
    for (const f of fresh) {
      result[f.index] = [idOf.get(`${f.item.fk_Campaign_ID}:${f.email}`) ?? null, '200', MSG.mailSentTo(f.email), f.email];
    }
    // In-body repeats of an address just invited point at its new line.
    for (const [i, row] of result.entries()) {
      if (row[1] === '409' && row[0] === null) row[0] = idOf.get(`${input.items[i].fk_Campaign_ID}:${row[3]}`) ?? null;
    }
    return result;
  });
  deps.mail.wake();
  return rows;
}

async function inviterName({ db }: Deps, actor: AuthContext) {
  const [u] = await db
    .select({ first: users.User_FirstName, last: users.User_LastName })
    .from(users)
    .where(eq(users.pk_User_ID, actor.userId));
  return oneLine(`${u?.first ?? ''} ${u?.last ?? ''}`) || undefined;
}
