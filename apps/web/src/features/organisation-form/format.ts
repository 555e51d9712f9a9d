import type { OrganisationFormValues } from './organisationForm';

type Phone = 'phone' | 'alt';

/** '+61 (2) 9999 9999 ext. 145', or '' when there is no number. */
export function formatPhone(values: Pick<OrganisationFormValues, `${Phone}${'Number' | 'CountryCode' | 'AreaCode' | 'Extension'}`>, which: Phone): string {
  const number = values[`${which}Number`].trim();
  if (!number) return '';
  const code = values[`${which}CountryCode`].trim();
  const area = values[`${which}AreaCode`].trim();
  const ext = values[`${which}Extension`].trim();
  return [code, area && `(${area})`, number, ext && `ext. ${ext}`].filter(Boolean).join(' ');
}

/** The address as lines: streets, then 'City Region Postcode', then the country. */
export function addressLines(values: Pick<OrganisationFormValues, 'streetAddress' | 'streetAddress2' | 'streetAddress3' | 'city' | 'region' | 'postcode' | 'country'>): string[] {
  const locality = [values.city, values.region, values.postcode].map((v) => v.trim()).filter(Boolean).join(' ');
  return [values.streetAddress, values.streetAddress2, values.streetAddress3, locality, values.country].map((v) => v.trim()).filter(Boolean);
}
