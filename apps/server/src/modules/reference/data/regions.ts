/**
 * States, territories and provinces offered by GET /Job/GetJobLocationRegion, and the short
 * region shown in place suggestions. `geonamesCode` is GeoNames' first-order admin code, by
 * which the bundled places (data/places.json) name their region. Facts, authored here.
 */
export interface Region {
  /** Stable id (a job's locationRegionId). */
  regionId: number;
  countryCode: string;
  /** The short form used in addresses: 'NSW', 'CA', 'ON'; the name where there is none. */
  regionCode: string;
  region: string;
  geonamesCode: string;
}

type Row = [regionCode: string, region: string, geonamesCode: string];

const AU: Row[] = [
  ['ACT', 'Australian Capital Territory', '01'],
  ['NSW', 'New South Wales', '02'],
  ['NT', 'Northern Territory', '03'],
  ['QLD', 'Queensland', '04'],
  ['SA', 'South Australia', '05'],
  ['TAS', 'Tasmania', '06'],
  ['VIC', 'Victoria', '07'],
  ['WA', 'Western Australia', '08'],
];

const NZ: Row[] = [
  ['Auckland', 'Auckland', 'E7'],
  ['Bay of Plenty', 'Bay of Plenty', 'E8'],
  ['Canterbury', 'Canterbury', 'E9'],
  ['Chatham Islands', 'Chatham Islands', '10'],
  ['Gisborne', 'Gisborne', 'F1'],
  ["Hawke's Bay", "Hawke's Bay", 'F2'],
  ['Manawatu-Whanganui', 'Manawatu-Whanganui', 'F3'],
  ['Marlborough', 'Marlborough', 'F4'],
  ['Nelson', 'Nelson', 'F5'],
  ['Northland', 'Northland', 'F6'],
  ['Otago', 'Otago', 'F7'],
  ['Southland', 'Southland', 'F8'],
  ['Taranaki', 'Taranaki', 'F9'],
  ['Tasman', 'Tasman', 'TAS'],
  ['Waikato', 'Waikato', 'G1'],
  ['Wellington', 'Wellington', 'G2'],
  ['West Coast', 'West Coast', 'G3'],
];

const GB: Row[] = [
  ['England', 'England', 'ENG'],
  ['Northern Ireland', 'Northern Ireland', 'NIR'],
  ['Scotland', 'Scotland', 'SCT'],
  ['Wales', 'Wales', 'WLS'],
];

const CA: Row[] = [
  ['AB', 'Alberta', '01'],
  ['BC', 'British Columbia', '02'],
  ['MB', 'Manitoba', '03'],
  ['NB', 'New Brunswick', '04'],
  ['NL', 'Newfoundland and Labrador', '05'],
  ['NS', 'Nova Scotia', '07'],
  ['ON', 'Ontario', '08'],
  ['PE', 'Prince Edward Island', '09'],
  ['QC', 'Quebec', '10'],
  ['SK', 'Saskatchewan', '11'],
  ['YT', 'Yukon', '12'],
  ['NT', 'Northwest Territories', '13'],
  ['NU', 'Nunavut', '14'],
];

const US_STATES: [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];
const US: Row[] = US_STATES.map(([code, name]) => [code, name, code]);

/** Australia's ids are 1-8 (GeoNames' own order); other countries get a block of 100 each. */
const BLOCKS: [countryCode: string, firstId: number, rows: Row[]][] = [
  ['AU', 1, AU],
  ['NZ', 101, NZ],
  ['GB', 201, GB],
  ['CA', 301, CA],
  ['US', 401, US],
];

export const REGIONS: readonly Region[] = BLOCKS.flatMap(([countryCode, firstId, rows]) =>
  rows.map(([regionCode, region, geonamesCode], i) => ({ regionId: firstId + i, countryCode, regionCode, region, geonamesCode })),
);
