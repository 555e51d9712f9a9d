import Avatar from '@mui/material/Avatar';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { EMPLOYER_AVATAR_DEFAULTS, initialsOf, type Employer, type Enterprise } from '@candid/shared';
import { isImageLink } from '../../components/UserAvatar';

/** What the company chooser shows for one company (own or client). */
export interface CompanyOption {
  /** 0 for the user's own company, else the employer id (Campaign_Tolerance). */
  id: number;
  name: string;
  initials: string;
  colour: string | null;
  background: string | null;
  image: string | null;
  countryCode: string | null;
  country: string | null;
}

const nameInitials = (name: string) => {
  const [first, second] = name.trim().split(/\s+/);
  return initialsOf(first, second);
};

export function ownCompanyOption(e: Enterprise): CompanyOption {
  return {
    id: 0,
    name: e.Enterprise_Name,
    initials: e.Enterprise_Initials?.trim() || nameInitials(e.Enterprise_Name),
    colour: e.Enterprise_Colour ?? null,
    background: e.Enterprise_BackgroundColour ?? null,
    image: e.Enterprise_AvatarEnable && isImageLink(e.Enterprise_ImageLink) ? e.Enterprise_ImageLink! : null,
    countryCode: e.Enterprise_CountryCoded ?? null,
    country: e.Enterprise_Country ?? null,
  };
}

export function employerOption(e: Employer): CompanyOption {
  return {
    id: e.pk_Employer_ID,
    name: e.Employer_Name,
    initials: e.Employer_Initials?.trim() || nameInitials(e.Employer_Name),
    colour: e.Employer_Colour || EMPLOYER_AVATAR_DEFAULTS.colour,
    background: e.Employer_BackgroundColour || EMPLOYER_AVATAR_DEFAULTS.background,
    image: e.Employer_AvatarEnable && isImageLink(e.Employer_ImageLink) ? e.Employer_ImageLink : null,
    countryCode: e.Employer_CountryCoded,
    country: e.Employer_Country,
  };
}

export function CompanyAvatar({ company, size = 36 }: { company: CompanyOption; size?: number }) {
  if (company.image) return <Avatar src={company.image} alt="" sx={{ width: size, height: size }} />;
  return (
    <Avatar
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

interface CompanyDialogProps {
  open: boolean;
  options: CompanyOption[];
  selectedId: number | null;
  loading?: boolean;
  onSelect: (id: number) => void;
  onClose: () => void;
}

/** SPEC §2 'Select an employer': the user's own company or one of its client employers. */
export function CompanyDialog({ open, options, selectedId, loading, onSelect, onClose }: CompanyDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="company-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="company-dialog-title" sx={{ pr: 6 }}>
        Select an employer
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ px: 1, maxHeight: 420 }}>
        {options.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
            {loading ? 'Loading…' : 'No companies found.'}
          </Typography>
        ) : (
          <List aria-label="Companies">
            {options.map((c) => (
              <ListItemButton
                key={c.id}
                selected={c.id === selectedId}
                onClick={() => {
                  onSelect(c.id);
                  onClose();
                }}
                sx={{ borderRadius: 2 }}
              >
                <ListItemAvatar>
                  <CompanyAvatar company={c} />
                </ListItemAvatar>
                <ListItemText primary={c.name} secondary={c.id === 0 ? 'Your company' : 'Client'} />
                {c.id === selectedId && <CheckRounded color="success" aria-label="Selected" />}
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
