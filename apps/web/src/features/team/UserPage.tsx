import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { ACCESS_LEVEL, MSG, USER_STATUS, can, initialsOf } from '@candid/shared';
import type { User } from '../../api/entities';
import { errorMessage } from '../../api/client';
import { useEnterprise } from '../../api/enterprises';
import { useCurrentUser, useTeam, useUpdateUser } from '../../api/users';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorRetry } from '../../components/ErrorRetry';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PackageLimitDialog } from '../../components/PackageLimitDialog';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { UserAvatar, isImageLink } from '../../components/UserAvatar';
import { notify } from '../../components/notify';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { InviteUserDialog } from './InviteUserDialog';
import { TeamMemberRow } from './TeamMemberRow';
import { memberName } from './teamInvite';
import { useMemberStatus } from './useMemberStatus';

/** /user: the team list of SPEC §2 — the company and its owner, then every other member. */
export function UserPage() {
  const { data: me } = useCurrentUser();
  if (!me) return <FullPageSpinner />;
  return <TeamList me={me} />;
}

function TeamList({ me }: { me: User }) {
  const enterpriseId = me.enterpriseId;
  // Status and role changes are the owner's; inviting is open to whoever the server lets send
  // team invitations (SendInviteUser's permission).
  const manage = can(me.accessLevel, 'users.manage');
  const invite = can(me.accessLevel, 'enterprise.manage');
  const [search, setSearch] = useState('');
  const searchText = useDebouncedValue(search.trim());
  const team = useTeam(enterpriseId, searchText);
  // The owner is found in the unsearched list, so the header does not vanish with a search.
  const everyone = useTeam(enterpriseId, '');
  const enterprise = useEnterprise(enterpriseId);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [limitOpen, setLimitOpen] = useState(false);
  const status = useMemberStatus(enterpriseId, () => setLimitOpen(true));
  const updateRole = useUpdateUser();

  const owner = everyone.data?.find((u) => u.accessLevel === ACCESS_LEVEL.Owner);
  const members = (team.data ?? []).filter((u) => u.accessLevel !== ACCESS_LEVEL.Owner);
  const companyName = enterprise.data?.name ?? me.enterpriseName ?? '';

  const changeRole = (member: User, level: number) => {
    updateRole.mutate(
      { id: member.id, accessLevel: level },
      {
        onSuccess: () => notify.success(MSG.roleChanged),
        onError: (e) => notify.error(errorMessage(e, MSG.somethingWentWrongDot)),
      },
    );
  };

  const inviteButton = invite ? (
    <Button variant="contained" startIcon={<PersonAddAlt1Rounded />} onClick={() => setInviteOpen(true)}>
      Invite User
    </Button>
  ) : null;

  const activating = status.target !== null && status.target.status !== USER_STATUS.Active;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title="Team">{inviteButton}</PageHeader>

      <Paper variant="outlined" component="section" aria-label="Company" sx={{ p: { xs: 2, sm: 3 }, mb: 3, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          variant="rounded"
          src={enterprise.data?.avatarEnable && isImageLink(enterprise.data.imageLink) ? enterprise.data.imageLink : undefined}
          alt=""
          sx={(t) => ({
            width: 56,
            height: 56,
            fontWeight: 600,
            bgcolor: enterprise.data?.backgroundColour || t.palette.secondary.main,
            color: enterprise.data?.colour || t.palette.secondary.contrastText,
          })}
        >
          {enterprise.data?.initials || initialsOf(companyName)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {companyName}
          </Typography>
          {owner && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
              <UserAvatar user={owner} size={28} />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {memberName(owner)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                · Owner
              </Typography>
            </Box>
          )}
        </Box>
      </Paper>

      <SearchField
        value={search}
        onChange={setSearch}
        label="Search team"
        placeholder="Name or email"
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />

      {team.isPending ? (
        <ListSkeleton label="Loading the team" rowHeight={68} />
      ) : team.isError ? (
        <ErrorRetry error={team.error} onRetry={team.refetch} />
      ) : members.length === 0 ? (
        searchText ? (
          <Alert severity="info">No team members match “{searchText}”.</Alert>
        ) : (
          <EmptyState
            icon={GroupAddOutlined}
            title="No team members yet"
            text={invite ? 'Invite your colleagues to review candidates with you.' : 'Your company has no other members yet.'}
            action={inviteButton}
          />
        )
      ) : (
        <Paper variant="outlined" sx={{ maxHeight: { md: '60vh' }, overflowY: 'auto' }}>
          <Box component="ul" aria-label="Team members" aria-busy={team.isFetching || undefined} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {members.map((member) => (
              <TeamMemberRow
                key={member.id}
                member={member}
                manage={manage}
                onToggleStatus={status.ask}
                onChangeRole={changeRole}
                roleBusy={updateRole.isPending && updateRole.variables?.id === member.id}
              />
            ))}
          </Box>
        </Paper>
      )}

      <InviteUserDialog
        open={inviteOpen}
        onClose={() => setInviteOpen(false)}
        enterpriseId={enterpriseId}
        fromName={memberName(me)}
        onPlanLimit={() => setLimitOpen(true)}
      />
      <ConfirmDialog
        open={status.target !== null}
        title={activating ? 'Activate user' : 'Deactivate user'}
        text={MSG.userStatusConfirm}
        confirmLabel={activating ? 'Activate' : 'Deactivate'}
        destructive={!activating}
        busy={status.busy}
        onConfirm={status.confirm}
        onClose={status.cancel}
      />
      <PackageLimitDialog open={limitOpen} onClose={() => setLimitOpen(false)} />
    </Box>
  );
}
