import { fromWire, type OffWire, type OnWire, toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';

/*
 * A job at the HTTP edge (issue 31): the server says name, hiringManagerId, employerId; the wire
 * says Campaign_Name, Campaign_CandidateNumber, Campaign_Tolerance (wireNames.campaigns). A reply
 * is mapped here on its way out, a request body on its way in.
 */

type JobNames = typeof wireNames.campaigns;

/** A job row (or a read model built on one, e.g. a list's counts) as the wire has it. */
export type CampaignOnWire<R extends object> = OnWire<R, JobNames>;

/** A job row → the wire's Campaign. */
export function campaignToWire<R extends object>(row: R): CampaignOnWire<R> {
  return toWire(wireNames.campaigns, row);
}

/** A job body with the domain's names; a field left out stays out (a PUT leaves it as it is). */
export type JobFieldsOf<T extends object> = OffWire<T, JobNames>;

/** A job body of the wire → the domain's names. */
export function campaignFromWire<T extends object>(input: T): JobFieldsOf<T> {
  return fromWire(wireNames.campaigns, input);
}
