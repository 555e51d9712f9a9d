import fs from 'node:fs';
import path from 'node:path';
import type { LocationSuggestion } from '@candid/shared';

/** A place suggestion (SPEC §3 Location suggestion), as the shared contract declares it. */
export type { LocationSuggestion };

type PlaceRow = [id: number, name: string, countryCode: string, region: string, lat: number, lon: number, population: number, postalCode: string];

interface PlaceFile {
  countries: Record<string, string>;
  places: PlaceRow[];
}

interface Entry {
  key: string;
  place: number;
}

interface PlaceIndex {
  rows: PlaceRow[];
  countryNames: Record<string, string>;
  /** Per country: every place under its normalised name (and aliases), sorted by key. */
  byCountry: Map<string, Entry[]>;
}

const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case, accents and punctuation removed, spaces collapsed: 'Ste-Foy, Québec' -> 'ste foy quebec'. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** 'saint kilda' is also found as 'st kilda', 'mount isa' as 'mt isa', and the other way round. */
function aliases(key: string): string[] {
  const out = new Set([key]);
  const swaps: [RegExp, string][] = [
    [/\bsaint\b/g, 'st'],
    [/\bst\b/g, 'saint'],
    [/\bmount\b/g, 'mt'],
    [/\bmt\b/g, 'mount'],
  ];
  for (const [from, to] of swaps) if (from.test(key)) out.add(key.replace(from, to));
  return [...out];
}

let index: PlaceIndex | undefined;

/** Loads data/places.json once and builds the prefix index (about 0.3 s, on first use). */
export function placeIndex(): PlaceIndex {
  if (index) return index;
  const file = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'data', 'places.json'), 'utf8')) as PlaceFile;
  const byCountry = new Map<string, Entry[]>();
  file.places.forEach((row, place) => {
    let list = byCountry.get(row[2]);
    if (!list) byCountry.set(row[2], (list = []));
    for (const key of aliases(normalizePlaceName(row[1]))) list.push({ key, place });
  });
  for (const list of byCountry.values()) list.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  index = { rows: file.places, countryNames: file.countries, byCountry };
  return index;
}

/** First position whose key is >= q. */
function lowerBound(list: Entry[], q: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].key < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Match quality, best first. */
const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const CONTAINS = 3;

/**
 * Places of one country whose name matches the text, case- and accent-insensitively: exact
 * names first, then names starting with the text, then names with a word starting with it,
 * then names containing it; within each, the most populous first.
 */
export function searchPlaces(countryCode: string, text: string, limit: number): LocationSuggestion[] {
  const { rows, countryNames, byCountry } = placeIndex();
  const list = byCountry.get(countryCode.toUpperCase());
  const q = normalizePlaceName(text);
  if (!list || !q) return [];

  const best = new Map<number, number>();
  const consider = (place: number, rank: number) => {
    const had = best.get(place);
    if (had === undefined || rank < had) best.set(place, rank);
  };
  for (let i = lowerBound(list, q); i < list.length && list[i].key.startsWith(q); i++) {
    consider(list[i].place, list[i].key === q ? EXACT : PREFIX);
  }
  for (const { key, place } of list) {
    if (key.startsWith(q)) continue;
    const at = key.indexOf(q);
    if (at > 0) consider(place, key[at - 1] === ' ' ? WORD_PREFIX : CONTAINS);
  }

  return [...best]
    .sort(([a, ra], [b, rb]) => ra - rb || rows[b][6] - rows[a][6] || rows[a][1].localeCompare(rows[b][1]) || rows[a][0] - rows[b][0])
    .slice(0, limit)
    .map(([place]) => {
      const [id, name, cc, region, latitude, longitude, , postalCode] = rows[place];
      return {
        id,
        place_name: name,
        country_code: cc,
        postal_code: postalCode || null,
        latitude,
        longitude,
        region: region || null,
        country: countryNames[cc] ?? cc,
      };
    });
}

/** The ISO codes of the countries whose places are bundled, sorted. */
export function placeCountries(): string[] {
  return Object.keys(placeIndex().countryNames).sort();
}

let byId: Map<number, number> | undefined;

/** One bundled place by its id (a GeoNames id), as a suggestion; null when unknown. */
export function placeById(id: number): LocationSuggestion | null {
  const { rows, countryNames } = placeIndex();
  byId ??= new Map(rows.map((row, i) => [row[0], i]));
  const at = byId.get(id);
  if (at === undefined) return null;
  const [placeId, name, cc, region, latitude, longitude, , postalCode] = rows[at];
  return { id: placeId, place_name: name, country_code: cc, postal_code: postalCode || null, latitude, longitude, region: region || null, country: countryNames[cc] ?? cc };
}
