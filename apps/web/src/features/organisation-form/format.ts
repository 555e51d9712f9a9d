import type { OrganisationFormValues } from './organisationForm';

type Phone = 'PhoneNumber' | 'AlternateNumber';

/** '+61 (2) 9999 9999 ext. 145', or '' when there is no number. */
export function formatPhone(values: Pick<OrganisationFormValues, `${Phone}${'' | '_CountryCode' | '_AreaCode' | '_Extention'}`>, which: Phone): string {
  const number = values[which].trim();
  if (!number) return '';
  const code = values[`${which}_CountryCode`].trim();
  const area = values[`${which}_AreaCode`].trim();
  const ext = values[`${which}_Extention`].trim();
  return [code, area && `(${area})`, number, ext && `ext. ${ext}`].filter(Boolean).join(' ');
}

/** The address as lines: streets, then 'City Region Postcode', then the country. */
export function addressLines(values: Pick<OrganisationFormValues, 'StreetAddress' | 'StreetAddress2' | 'StreetAddress3' | 'City' | 'Region' | 'Postcode' | 'Country'>): string[] {
  const locality = [values.City, values.Region, values.Postcode].map((v) => v.trim()).filter(Boolean).join(' ');
  return [values.StreetAddress, values.StreetAddress2, values.StreetAddress3, locality, values.Country].map((v) => v.trim()).filter(Boolean);
}
