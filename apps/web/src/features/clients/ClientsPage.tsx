import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { can } from '@candid/shared';
import type { Employer } from '../../api/entities';
import { useEmployers } from '../../api/employers';
import { useCurrentUser } from '../../api/users';
import { EmptyState } from '../../components/EmptyState';
import { ErrorRetry } from '../../components/ErrorRetry';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { CompanyAvatar, employerOption } from '../organisation-form/CompanyAvatar';

/** Whether a client matches the search: by name, second name, email or city. */
export function clientMatches(employer: Employer, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [employer.name, employer.name2, employer.email, employer.city].some((v) =>
    v?.toLowerCase().includes(needle),
  );
}

/** /clients: the enterprise's client employers (Client Preferences), searchable. */
export function ClientsPage() {
  const me = useCurrentUser();
  const employers = useEmployers();
  const [search, setSearch] = useState('');
  const edit = me.data ? can(me.data.accessLevel, 'employers.edit') : false;
  const shown = useMemo(() => (employers.data ?? []).filter((e) => clientMatches(e, search)), [employers.data, search]);
  const createButton = edit && (
    <Button component={RouterLink} to="/clients/create" variant="contained" startIcon={<AddRounded />}>
      Create client
    </Button>
  );

  if (employers.data?.length === 0) {
    return (
      <>
        <PageHeader title="Clients" />
        <EmptyState
          icon={ApartmentRounded}
          title="No clients yet"
          text={
            edit
              ? 'Add the companies you recruit for. Their name and logo show on their jobs and to their candidates.'
              : 'The companies your team recruits for will be listed here.'
          }
          action={createButton || undefined}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Clients">{createButton}</PageHeader>
      <Box sx={{ mb: 2, maxWidth: { md: 420 } }}>
        <SearchField value={search} onChange={setSearch} label="Search clients" placeholder="Name, email or city" fullWidth />
      </Box>
      {employers.isError && <ErrorRetry error={employers.error} onRetry={employers.refetch} />}
      {employers.isPending && <ListSkeleton label="Loading clients" rowHeight={64} />}
      {employers.data && shown.length === 0 && (
        <EmptyState icon={SearchOffRounded} title="No clients match" text={`Nothing matches “${search.trim()}”. Try another name, email or city.`} />
      )}
      {shown.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Clients" disablePadding>
            {shown.map((employer, i) => (
              <ClientRow key={employer.id} employer={employer} edit={edit} divider={i < shown.length - 1} />
            ))}
          </List>
        </Paper>
      )}
      {employers.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} role="status">
          {shown.length === employers.data.length
            ? `${employers.data.length} ${employers.data.length === 1 ? 'client' : 'clients'}`
            : `${shown.length} of ${employers.data.length} clients`}
        </Typography>
      )}
    </>
  );
}

function ClientRow({ employer, edit, divider }: { employer: Employer; edit: boolean; divider: boolean }) {
  const option = employerOption(employer);
  const details = [employer.city, employer.email].filter(Boolean).join(' · ');
  const content = (
    <>
      <ListItemAvatar>
        <CompanyAvatar company={option} size={44} alt={option.image ? `${employer.name} logo` : ''} />
      </ListItemAvatar>
      <ListItemText
        primary={employer.name}
        secondary={details || 'No city or email yet'}
        slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </>
  );
  if (!edit) {
    return (
      <ListItem divider={divider} sx={{ py: 1.25 }}>
        {content}
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton component={RouterLink} to={`/clients/edit?id=${employer.id}`} sx={{ py: 1.25 }}>
        {content}
      </ListItemButton>
    </ListItem>
  );
}
