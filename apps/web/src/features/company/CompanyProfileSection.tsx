import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { BlockSkeleton } from '../../components/ListSkeleton';
import Typography from '@mui/material/Typography';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import { useOwnEnterprise } from '../../api/enterprises';
import { ErrorRetry } from '../../components/ErrorRetry';
import { CompanyAvatar, ownCompanyOption } from '../organisation-form/CompanyAvatar';
import { addressLines, formatPhone } from '../organisation-form/format';
import { organisationValues } from '../organisation-form/organisationForm';

/** /company's Profile: the own enterprise as others see it, with Edit for those who may manage it. */
export function CompanyProfileSection({ canEdit }: { canEdit: boolean }) {
  const enterprise = useOwnEnterprise();
  if (enterprise.isError) return <ErrorRetry error={enterprise.error} onRetry={enterprise.refetch} />;
  if (!enterprise.data) return <BlockSkeleton label="Loading the company" variant="rounded" height={240} />;

  const company = enterprise.data;
  const values = organisationValues('enterprise', company);
  const address = addressLines(values);
  const phone = formatPhone(values, 'phone');
  const alternate = formatPhone(values, 'alt');
  const option = ownCompanyOption(company);

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', minWidth: 0 }}>
        <CompanyAvatar company={option} size={72} alt={option.image ? `${company.name} logo` : ''} />
        <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Typography>
          {values.name2 && <Typography color="text.secondary">{values.name2}</Typography>}
          {values.email && (
            <Link href={`mailto:${values.email}`} sx={{ overflowWrap: 'anywhere' }}>
              {values.email}
            </Link>
          )}
        </Box>
        {canEdit && (
          <Button component={RouterLink} to="/company/edit" variant="contained" startIcon={<EditRounded />} sx={{ ml: 'auto' }}>
            Edit
          </Button>
        )}
      </Paper>

      {/* Two columns once the settings navigation beside it leaves room for them. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <Section title="Company numbers">
          <Facts
            facts={[
              ['Company number', values.companyNumber],
              ['Business number', values.businessNumber],
              ['Tax registration number', values.taxRegistrationNumber],
              ['DUNS', values.duns],
              ['Reference code', values.referenceCode],
            ]}
          />
        </Section>
        <Section title="Contact">
          <Facts
            facts={[
              ['Phone number', phone],
              ['Alternate number', alternate],
              ['Email', values.email],
            ]}
          />
        </Section>
        <Section title="Address">
          {address.length > 0 ? (
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              {address.map((line) => (
                <Typography key={line}>{line}</Typography>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">No address yet.</Typography>
          )}
        </Section>
        <Section title="Notes for clients">
          <Typography color={values.notes ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {values.notes || 'No notes yet.'}
          </Typography>
        </Section>
        <Section title="Your organisation">
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/user" variant="outlined" startIcon={<GroupsRounded />}>
              Team
            </Button>
            <Button component={RouterLink} to="/clients" variant="outlined" startIcon={<ApartmentRounded />}>
              Clients
            </Button>
          </Box>
        </Section>
      </Box>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }} aria-label={title}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A description list; a fact not given reads 'Not set'. */
function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' }, columnGap: 2, rowGap: 0.75 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant="body2" sx={{ pt: { xs: 0.5, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', color: value ? 'text.primary' : 'text.secondary' }}>
            {value || 'Not set'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
