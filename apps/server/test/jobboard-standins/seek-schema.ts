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
