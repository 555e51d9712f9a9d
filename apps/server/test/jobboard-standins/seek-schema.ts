/* The SEEK stand-in's ontology fixture (places, categories) and its checks of the documented input types. */

export const SEEK_AUDIENCE = 'https://graphql.seek.com';
export const SCHEME = 'seekAnz';

export interface Place {
  id: string;
  name: string;
  contextualName: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}
/** A few SEEK-like locations (ids are the stand-in's own). */
export const SEEK_PLACES: Place[] = [
  { id: 'seekAnz:location:seek:2dkY4vZJF', name: 'Parramatta', contextualName: 'Parramatta NSW 2150 AU', countryCode: 'AU', latitude: -33.815, longitude: 151.001 },
  { id: 'seekAnz:location:seek:2FqwWaaMV', name: 'Sydney', contextualName: 'Sydney NSW 2000 AU', countryCode: 'AU', latitude: -33.869, longitude: 151.209 },
  { id: 'seekAnz:location:seek:W7NggeKH', name: 'Melbourne', contextualName: 'Melbourne VIC 3000 AU', countryCode: 'AU', latitude: -37.814, longitude: 144.963 },
  { id: 'seekAnz:location:seek:2Gpzu9bsa', name: 'Auckland Central', contextualName: 'Auckland Central Auckland NZ', countryCode: 'NZ', latitude: -36.848, longitude: 174.763 },
];

export interface Category {
  id: string;
  name: string;
  children: { id: string; name: string; words: string[] }[];
}
/** Two of SEEK's category families, with words that make the stand-in suggest a child. */
export const SEEK_CATEGORIES: Category[] = [
  {
    id: 'seekAnz:jobCategory:seek:6uTKHvtjA',
    name: 'Information & Communication Technology',
    children: [
      { id: 'seekAnz:jobCategory:seek:2PiXemmou', name: 'Developers/Programmers', words: ['developer', 'programmer'] },
      { id: 'seekAnz:jobCategory:seek:3Bdr8pKfW', name: 'Engineering - Software', words: ['software engineer'] },
      { id: 'seekAnz:jobCategory:seek:4rT2oXkXo', name: 'Help Desk & IT Support', words: ['help desk', 'support'] },
    ],
  },
  {
    id: 'seekAnz:jobCategory:seek:3g7xB8Yfq',
    name: 'Hospitality & Tourism',
    children: [
      { id: 'seekAnz:jobCategory:seek:2vkyQhA2T', name: 'Bar & Beverage Staff', words: ['barista', 'bar', 'coffee'] },
      { id: 'seekAnz:jobCategory:seek:35Vn4vB4p', name: 'Chefs/Cooks', words: ['chef', 'cook'] },
      { id: 'seekAnz:jobCategory:seek:4pCcfKgSt', name: 'Waiting Staff', words: ['waiter', 'waitress'] },
    ],
  },
];
export const CHILDREN = new Map(SEEK_CATEGORIES.flatMap((p) => p.children.map((c) => [c.id, { ...c, parent: p }] as const)));

/** A map that remembers when each key was last set: the time SEEK received those applications. */
export class StampedMap<K, V> extends Map<K, V> {
  readonly stamps = new Map<K, string>();
  override set(key: K, value: V) {
    this.stamps?.set(key, new Date().toISOString());
    return super.set(key, value);
  }
}

export type Json = Record<string, unknown>;
export const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isStr = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** A refusal with SEEK's BAD_USER_INPUT shape: the message and the field (a JSON pointer). */
export class Refusal extends Error {
  constructor(
    readonly pointer: string,
    readonly detail: string,
    readonly code = 'BAD_USER_INPUT',
  ) {
    super(detail);
  }
}
export const refuse = (pointer: string, detail: string): never => {
  throw new Refusal(pointer, detail);
};
export const forbid = (detail: string): never => {
  throw new Refusal('', detail, 'FORBIDDEN');
};

/** Unknown input fields are refused, as GraphQL coerces variables against the input type. */
export function fields(value: unknown, at: string, allowed: string[], required: string[]): Json {
  if (!isObj(value)) return refuse(at, 'Expected an object');
  for (const key of Object.keys(value)) if (!allowed.includes(key)) refuse(`${at}/${key}`, `Field "${key}" is not defined by type`);
  for (const key of required) if (value[key] === undefined || value[key] === null) refuse(`${at}/${key}`, `Field "${key}" of required type was not provided`);
  return value;
}
export function oneString(value: unknown, at: string, what: string): string {
  if (!Array.isArray(value) || value.length !== 1 || !isStr(value[0])) return refuse(at, `The seekAnz scheme requires exactly one ${what}`);
  return value[0];
}

export const PROFILE_FIELDS = [
  'positionTitle', 'positionOrganizations', 'seekHirerJobReference', 'seekBillingReference', 'positionFormattedDescriptions',
  'positionScheduleTypeCodes', 'offeredRemunerationPackage', 'seekAnzWorkTypeCode', 'seekWorkArrangementCodes', 'jobCategories',
  'positionLocation', 'seekApplicationQuestionnaireId', 'seekVideo', 'postingInstructions', 'seekPartnerMetadata',
];
export const PROFILE_REQUIRED = ['positionTitle', 'positionOrganizations', 'positionFormattedDescriptions', 'offeredRemunerationPackage', 'jobCategories', 'positionLocation', 'postingInstructions'];
export const PAY = { Hourly: 'Hour', Salaried: ['Month', 'Year'], SalariedPlusCommission: 'Year' } as Record<string, string | string[]>;

/** A hirer as SEEK's `hiringOrganization` answers it to the partner. */
export interface StandInHirer {
  name: string;
  /** The legacy numeric advertiser id, if the hirer has one. */
  advertiserId?: number;
  /** The relationships SEEK set up between the hirer and the partner (none: FORBIDDEN). */
  relationships: string[];
}

/* Checks of the documented input types, as the stand-in's operations apply them. */

export function checkLocation(value: unknown, at: string) {
  const id = oneString(value, at, 'location');
  if (!SEEK_PLACES.some((p) => p.id === id)) refuse(at, `Unknown location ${id}`);
  return id;
}
export function checkCategory(value: unknown, at: string) {
  const id = oneString(value, at, 'child job category');
  if (!CHILDREN.has(id)) refuse(at, `${id} is not a child job category`);
  return id;
}
export function checkOrganizations(value: unknown, at: string, hirers: Map<string, StandInHirer>) {
  const id = oneString(value, at, 'hiring organization');
  if (!hirers.get(id)?.relationships.includes('JobPosting')) forbid(`No JobPosting relationship with hirer ${id}`);
}
export function checkPay(value: unknown, at: string) {
  const pay = fields(value, at, ['basisCode', 'ranges', 'descriptions'], ['basisCode', 'ranges', 'descriptions']);
  const intervals = PAY[String(pay.basisCode)];
  if (!intervals) refuse(`${at}/basisCode`, 'Unknown basisCode');
  if (!Array.isArray(pay.ranges) || pay.ranges.length !== 1) return refuse(`${at}/ranges`, 'The seekAnz scheme requires exactly one range');
  const range = fields(pay.ranges[0], `${at}/ranges/0`, ['minimumAmount', 'maximumAmount', 'intervalCode'], ['minimumAmount', 'intervalCode']);
  if (![intervals].flat().includes(String(range.intervalCode))) refuse(`${at}/ranges/0/intervalCode`, 'The intervalCode does not go with the basisCode');
  const min = fields(range.minimumAmount, `${at}/ranges/0/minimumAmount`, ['value', 'currency'], ['value', 'currency']);
  if (typeof min.value !== 'number' || min.value <= 0) refuse(`${at}/ranges/0/minimumAmount/value`, 'Must be greater than 0');
  if (!/^[A-Z]{3}$/.test(String(min.currency))) refuse(`${at}/ranges/0/minimumAmount/currency`, 'Must be an ISO 4217 currency code');
  if (range.maximumAmount !== undefined) {
    const max = fields(range.maximumAmount, `${at}/ranges/0/maximumAmount`, ['value', 'currency'], ['value', 'currency']);
    if (typeof max.value !== 'number' || max.value < (min.value as number)) refuse(`${at}/ranges/0/maximumAmount/value`, 'Must be at least the minimum');
    if (max.currency !== min.currency) refuse(`${at}/ranges/0/maximumAmount/currency`, 'Must match the minimum');
  }
  if (!Array.isArray(pay.descriptions) || pay.descriptions.length > 1 || pay.descriptions.some((d) => typeof d !== 'string' || d.length > 50)) {
    refuse(`${at}/descriptions`, 'The seekAnz scheme takes at most one description of up to 50 characters');
  }
}
/** The fields a post and an update share. */
export function checkProfile(p: Json, at: string, hirers: Map<string, StandInHirer>) {
  if (!isStr(p.positionTitle) || p.positionTitle.length > 80) refuse(`${at}/positionTitle`, 'Must be 1 to 80 characters');
  checkOrganizations(p.positionOrganizations, `${at}/positionOrganizations`, hirers);
  const descriptions = p.positionFormattedDescriptions;
  if (!Array.isArray(descriptions)) return refuse(`${at}/positionFormattedDescriptions`, 'Expected a list');
  const byId = new Map<string, string>();
  descriptions.forEach((d, i) => {
    const item = fields(d, `${at}/positionFormattedDescriptions/${i}`, ['descriptionId', 'content'], ['descriptionId', 'content']);
    byId.set(String(item.descriptionId), String(item.content));
  });
  const details = byId.get('AdvertisementDetails');
  const summary = byId.get('SearchSummary');
  if (!details || !summary) refuse(`${at}/positionFormattedDescriptions`, 'The seekAnz scheme requires AdvertisementDetails and SearchSummary');
  if (details!.length > 15_000) refuse(`${at}/positionFormattedDescriptions`, 'AdvertisementDetails has a maximum length of 15,000 characters');
  if (summary!.length > 150) refuse(`${at}/positionFormattedDescriptions`, 'SearchSummary has a maximum length of 150 characters');
  const tags = [...details!.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase());
  const odd = tags.find((t) => !['b', 'br', 'div', 'em', 'h2', 'li', 'ol', 'p', 'strong', 'ul'].includes(t));
  if (odd) refuse(`${at}/positionFormattedDescriptions`, `AdvertisementDetails does not support <${odd}>`);
  checkPay(p.offeredRemunerationPackage, `${at}/offeredRemunerationPackage`);
  if (!['Casual', 'ContractTemp', 'FullTime', 'PartTime'].includes(String(p.seekAnzWorkTypeCode))) refuse(`${at}/seekAnzWorkTypeCode`, 'Required for the seekAnz scheme');
  if (p.positionScheduleTypeCodes !== undefined) refuse(`${at}/positionScheduleTypeCodes`, 'Omit this field for the seekAnz scheme');
  checkCategory(p.jobCategories, `${at}/jobCategories`);
  checkLocation(p.positionLocation, `${at}/positionLocation`);
  if (!Array.isArray(p.postingInstructions) || p.postingInstructions.length !== 1) refuse(`${at}/postingInstructions`, 'The seekAnz scheme requires exactly one element');
}
export function checkEnd(end: unknown, at: string, latest: number) {
  if (end === undefined) return;
  const when = Date.parse(String(end));
  if (!Number.isFinite(when)) refuse(at, 'Expected a date-time');
  if (when > latest) refuse(at, 'Must be no more than 30 days after the job ad was first posted');
}
export function checkApplicationMethods(methods: unknown, at: string) {
  if (methods === undefined || methods === null) return;
  if (Array.isArray(methods) && methods.length > 0) refuse(`${at}/0/applicationUri/url`, 'Application linkout not permitted');
}
