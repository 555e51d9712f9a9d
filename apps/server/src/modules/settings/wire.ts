import type { Setting, SettingInput, SettingUpdate } from '@candid/shared';
import { fromWire, type OffWire, toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import type { settings } from '../../db/schema/index';

/*
 * A setting at the HTTP edge (issue 31): the server says name, value, campaignId, the wire
 * Setting_Name, Setting_Value, fk_Campaign_ID (wireNames.settings). A reply is mapped here on
 * its way out, a request body on its way in.
 */

type Names = typeof wireNames.settings;

/** One item of POST /Setting with the domain's names; a field left out stays out. */
export type SettingFields = OffWire<SettingInput, Names>;
/** One item of PUT /Setting with the domain's names. */
export type SettingChange = OffWire<SettingUpdate, Names>;

/** A setting row → the wire's Setting. */
export function settingToWire(row: typeof settings.$inferSelect): Setting {
  return toWire(wireNames.settings, row);
}

/** A setting body of the wire → the domain's names. */
export function settingFromWire<T extends SettingInput | SettingUpdate>(input: T): OffWire<T, Names> {
  return fromWire(wireNames.settings, input);
}
