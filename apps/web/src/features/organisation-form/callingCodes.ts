/*
 * International calling codes by ISO 3166-1 region, bundled (no lookup service, no flag images).
 * Where regions share a code, the main one comes first: a stored code alone ('+1') reads as it.
 */
const TABLE =
  'AU61 NZ64 GB44 US1 CA1 IE353 IN91 SG65 HK852 MY60 ID62 PH63 TH66 VN84 CN86 JP81 KR82 TW886 ' +
  'ZA27 AE971 SA966 QA974 KW965 BH973 OM968 IL972 TR90 EG20 NG234 KE254 GH233 ' +
  'DE49 FR33 IT39 ES34 PT351 NL31 BE32 LU352 CH41 AT43 DK45 SE46 NO47 FI358 IS354 PL48 CZ420 SK421 ' +
  'HU36 RO40 BG359 GR30 HR385 SI386 RS381 BA387 ME382 MK389 AL355 XK383 EE372 LV371 LT370 UA380 BY375 MD373 ' +
  'RU7 KZ7 GE995 AM374 AZ994 CY357 MT356 MC377 LI423 AD376 SM378 VA39 GI350 FO298 GL299 ' +
  'IM44 JE44 GG44 AX358 SJ47 ' +
  'MX52 BR55 AR54 CL56 CO57 PE51 VE58 EC593 BO591 PY595 UY598 GY592 SR597 ' +
  'GT502 SV503 HN504 NI505 CR506 PA507 BZ501 CU53 DO1 HT509 JM1 TT1 BS1 BB1 PR1 ' +
  'AG1 DM1 GD1 KN1 LC1 VC1 KY1 BM1 VG1 VI1 TC1 AI1 MS1 SX1 GU1 AS1 MP1 ' +
  'AW297 CW599 BQ599 GP590 MQ596 GF594 RE262 YT262 PM508 BL590 MF590 ' +
  'PK92 BD880 LK94 NP977 BT975 MV960 AF93 IR98 IQ964 JO962 LB961 SY963 YE967 PS970 ' +
  'UZ998 TM993 TJ992 KG996 MN976 KP850 MO853 MM95 KH855 LA856 BN673 TL670 ' +
  'FJ679 PG675 SB677 VU678 NC687 PF689 WS685 TO676 KI686 TV688 NR674 PW680 FM691 MH692 ' +
  'CK682 NU683 TK690 WF681 NF672 CX61 CC61 ' +
  'MA212 EH212 DZ213 TN216 LY218 SD249 SS211 ET251 ER291 DJ253 SO252 UG256 TZ255 RW250 BI257 ' +
  'CD243 CG242 GA241 CM237 CF236 TD235 GQ240 ST239 AO244 ZM260 ZW263 MW265 MZ258 MG261 MU230 SC248 KM269 ' +
  'NA264 BW267 LS266 SZ268 SN221 GM220 GW245 GN224 SL232 LR231 CI225 ML223 BF226 NE227 TG228 BJ229 MR222 CV238 ' +
  'SH290 FK500 IO246';

export interface CallingCode {
  /** ISO 3166-1 alpha-2 region. */
  region: string;
  /** '+61' */
  code: string;
  /** The region's English name (Intl.DisplayNames). */
  name: string;
}

const displayNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** The English name of a region, by Intl.DisplayNames; the code itself when unknown. */
export function regionName(region: string): string {
  try {
    return displayNames?.of(region) ?? region;
  } catch {
    return region;
  }
}

const ENTRIES: { region: string; code: string }[] = TABLE.split(' ').map((entry) => ({
  region: entry.slice(0, 2),
  code: `+${entry.slice(2)}`,
}));

/** Every region with its calling code, by name. */
export const CALLING_CODES: CallingCode[] = ENTRIES.map((e) => ({ ...e, name: regionName(e.region) })).sort((a, b) =>
  a.name.localeCompare(b.name),
);

/** The calling code of a region ('AU' -> '+61'), or undefined. */
export function callingCodeOf(region: string | null | undefined): string | undefined {
  const upper = region?.toUpperCase();
  return ENTRIES.find((e) => e.region === upper)?.code;
}

/** Normalises a stored code ('61', '+61', ' +61 ') to '+61'; '' when blank. */
export function normaliseCallingCode(code: string | null | undefined): string {
  const digits = (code ?? '').replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/**
 * The region a stored calling code stands for: the preferred region when it has that code
 * (a Canadian company's '+1' is Canada), else the main region with the code.
 */
export function regionOfCallingCode(code: string | null | undefined, preferred?: string | null): string | undefined {
  const wanted = normaliseCallingCode(code);
  if (!wanted) return undefined;
  if (preferred && callingCodeOf(preferred) === wanted) return preferred.toUpperCase();
  return ENTRIES.find((e) => e.code === wanted)?.region;
}
