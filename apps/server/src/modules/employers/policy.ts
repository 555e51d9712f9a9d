import { ENTERPRISE_EDITORS } from '../enterprises/policy';

/** Client employers belong to the account: created and edited by levels 0 and 250, read by all. */
export const EMPLOYER_EDITORS: readonly number[] = ENTERPRISE_EDITORS;
