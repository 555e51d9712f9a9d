import { and, asc, eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { enterprises, packages, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { enqueueMails } from '../../platform/mail/outbox';
import { layout } from '../../platform/mail/templates';
import { planOf } from './plan';

/*
 * "Request upgrade" on /packages without Stripe (issue 28): the operator (OPERATOR_CONTACT_EMAIL)
 * is emailed what they need to run `npm run billing -- assign` (the account number, the company,
 * the package in force and the one wanted, who asked), and the owner gets a copy so the request
 * is on record on both sides. Without an operator address there is no one to send it to: 409,
 * and the page offers no button.
 */

interface UpgradeRequest {
  enterpriseId: number;
  enterpriseName: string;
  currentPackage: string;
  wantedPackage: string;
  requester: { name: string; email: string };
}

function operatorMail(r: UpgradeRequest) {
  const lines = [
    `${r.requester.name} (${r.requester.email}) asks to change ${r.enterpriseName}'s package.`,
    `Account number: ${r.enterpriseId}`,
    `Company: ${r.enterpriseName}`,
    `Current package: ${r.currentPackage}`,
    `Package wanted: ${r.wantedPackage}`,
    `To assign it: npm run billing -- assign --enterprise ${r.enterpriseId} --package "${r.wantedPackage}" --until <YYYY-MM-DD>`,
  ];
  return {
    subject: `Upgrade request: ${r.enterpriseName} (account ${r.enterpriseId}) wants ${r.wantedPackage}`,
    text: lines.join('\n\n'),
    html: layout('A package change was requested', lines),
  };
}

function ownerCopy(r: UpgradeRequest, operator: string) {
  const lines = [
    `${r.requester.name} asked for ${r.enterpriseName}'s package to change from ${r.currentPackage} to ${r.wantedPackage}.`,
    `The request went to ${operator}, quoting account number ${r.enterpriseId}. Your package changes once they assign it; until then nothing changes.`,
  ];
  return {
    subject: `Your request for Candid ${r.wantedPackage} was sent`,
    text: lines.join('\n\n'),
    html: layout('Your package request was sent', lines),
  };
}

/** The request's package field as the client sent it, which an error's details name. */
const PACKAGE_FIELD = wireNameOf(wireNames.stripePayments, 'packageId');

/** Queues the operator's email and the owner's copy; answers the package's name and where it went. */
export async function requestUpgrade(deps: Deps<'config' | 'mail'>, actor: AuthContext, packageId: number) {
  const operator = deps.config.operatorContact.email;
  if (!operator || deps.config.stripe) throw new HttpError(409, MSG.upgradeRequestUnavailable);
  const { enterpriseId } = actor;
  const [pkg] = await deps.db
    .select({ name: packages.name })
    .from(packages)
    .where(and(eq(packages.id, packageId), eq(packages.active, true)));
  if (!pkg) throw new HttpError(404, MSG.packageNotFound, { [PACKAGE_FIELD]: [MSG.packageNotFound] });
  const plan = await planOf(deps, enterpriseId);
  if (plan.packageName === pkg.name) throw new HttpError(409, MSG.packageAlreadyActive, { [PACKAGE_FIELD]: [MSG.packageAlreadyActive] });
  const [enterprise] = await deps.db.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, enterpriseId));
  const [requester] = await deps.db
    .select({ first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, actor.userId), eq(users.enterpriseId, enterpriseId)));
  const [owner] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.accessLevel, ACCESS_LEVEL.Owner)))
    .orderBy(asc(users.id))
    .limit(1);
  const request: UpgradeRequest = {
    enterpriseId,
    enterpriseName: enterprise?.name ?? `Account ${enterpriseId}`,
    currentPackage: plan.packageName,
    wantedPackage: pkg.name,
    requester: { name: `${requester?.first ?? ''} ${requester?.last ?? ''}`.trim() || (requester?.email ?? 'A member'), email: requester?.email ?? '' },
  };
  const mails = [{ ...operatorMail(request), to: operator, enterpriseId, replyTo: request.requester.email || undefined }];
  if (owner?.email) mails.push({ ...ownerCopy(request, operator), to: owner.email, enterpriseId, replyTo: operator });
  await enqueueMails(deps.db, mails);
  deps.mail.wake();
  return { packageName: pkg.name, sentTo: operator };
}
