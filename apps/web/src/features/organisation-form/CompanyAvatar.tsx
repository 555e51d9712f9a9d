import Avatar from '@mui/material/Avatar';
import { EMPLOYER_AVATAR_DEFAULTS, isImageLink } from '@candid/shared';
import type { Employer, Enterprise } from '../../api/entities';
import { companyInitials } from './organisationForm';

/** What a company chooser or list shows for one company (own or client). */
export interface CompanyOption {
  /** 0 for the user's own company, else the employer id (a job's employerId). */
  id: number;
  name: string;
  initials: string;
  colour: string | null;
  background: string | null;
  image: string | null;
  countryCode: string | null;
  country: string | null;
}

const shownImage = (enabled: boolean | null | undefined, link: string | null | undefined) =>
  enabled && link && isImageLink(link) ? link : null;

export function ownCompanyOption(e: Enterprise): CompanyOption {
  return {
    id: 0,
    name: e.name,
    initials: companyInitials(e.name, e.initials),
    colour: e.colour ?? null,
    background: e.backgroundColour ?? null,
    image: shownImage(e.avatarEnable, e.imageLink),
    countryCode: e.countryCode ?? null,
    country: e.country ?? null,
  };
}

export function employerOption(e: Employer): CompanyOption {
  return {
    id: e.id,
    name: e.name,
    initials: companyInitials(e.name, e.initials),
    colour: e.colour || EMPLOYER_AVATAR_DEFAULTS.colour,
    background: e.backgroundColour || EMPLOYER_AVATAR_DEFAULTS.background,
    image: shownImage(e.avatarEnable, e.imageLink),
    countryCode: e.countryCode,
    country: e.country,
  };
}

/** A company's logo, or its initials in its colours (smaller type past 2 letters). */
export function CompanyAvatar({ company, size = 36, alt = '' }: { company: Pick<CompanyOption, 'name' | 'initials' | 'colour' | 'background' | 'image'>; size?: number; alt?: string }) {
  if (company.image) {
    return (
      <Avatar
        src={company.image}
        alt={alt}
        variant="rounded"
        sx={(t) => ({ width: size, height: size, bgcolor: t.palette.background.paper, '& img': { objectFit: 'contain' } })}
      />
    );
  }
  return (
    <Avatar
      variant="rounded"
      aria-hidden={alt ? undefined : true}
      aria-label={alt || undefined}
      role={alt ? 'img' : undefined}
      sx={(t) => ({
        width: size,
        height: size,
        fontSize: company.initials.length > 2 ? size * 0.3 : size * 0.42,
        fontWeight: 600,
        bgcolor: company.background || t.palette.secondary.main,
        color: company.colour || t.palette.secondary.contrastText,
      })}
    >
      {company.initials}
    </Avatar>
  );
}
