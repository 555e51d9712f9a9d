import type { Campaign } from '@candid/shared';
import type { CampaignWireRenames } from '../../db/schema/wire-check';
import type { CampaignRow } from './read-model';

/*
 * A job at the HTTP edge (issue 31). Two of the spec's wire names say something else than the
 * column holds: Campaign_CandidateNumber is the hiring manager's user id, Campaign_Tolerance the
 * client employer's id (0: the enterprise itself). Inside, the server says hiringManagerId and
 * employerId; a reply is mapped here on its way out, a request body on its way in.
 */

/** The wire name of each renamed field, by its domain name (error details name the wire's field). */
export const CAMPAIGN_WIRE_NAME = {
  hiringManagerId: 'Campaign_CandidateNumber',
  employerId: 'Campaign_Tolerance',
} as const satisfies { [W in keyof CampaignWireRenames as CampaignWireRenames[W]]: W };

type Renamed = keyof typeof CAMPAIGN_WIRE_NAME;
type JobRefs = Pick<CampaignRow, Renamed>;

/** A job row (or a read model built on one) as the wire has it. */
export type CampaignOnWire<R extends JobRefs> = Omit<R, Renamed> & Pick<Campaign, 'Campaign_CandidateNumber' | 'Campaign_Tolerance'>;

/** A job row (with what a read adds to it, e.g. a list's counts) → the wire's Campaign. */
export function campaignToWire<R extends JobRefs>(row: R): CampaignOnWire<R> {
  const { hiringManagerId, employerId, ...rest } = row;
  return { ...rest, Campaign_CandidateNumber: hiringManagerId, Campaign_Tolerance: employerId };
}

/** What a client sends of the renamed fields (POST and PUT /Campaign, SaveJob's campaign). */
interface WireRefs {
  Campaign_CandidateNumber?: number | null;
  Campaign_Tolerance?: number;
}

/** A job body with the domain's names; a field left out stays out (a PUT leaves it as it is). */
export type JobFieldsOf<T extends WireRefs> = Omit<T, keyof WireRefs> & {
  hiringManagerId?: T['Campaign_CandidateNumber'];
  employerId?: T['Campaign_Tolerance'];
};

/** A job body of the wire → the domain's names. */
export function campaignFromWire<T extends WireRefs>(input: T): JobFieldsOf<T> {
  const { Campaign_CandidateNumber: hiringManagerId, Campaign_Tolerance: employerId, ...fields } = input;
  return {
    ...fields,
    ...(hiringManagerId === undefined ? {} : { hiringManagerId }),
    ...(employerId === undefined ? {} : { employerId }),
  };
}
