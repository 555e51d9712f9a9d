import Box from '@mui/material/Box';
import { useCurrentUser } from '../../api/users';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { SessionsSection } from './SessionsSection';

/** /profile: the signed-in user's name and avatar, password and sessions. */
export function ProfilePage() {
  const { data: user } = useCurrentUser();
  if (!user) return <FullPageSpinner />;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', display: 'grid', gap: 3 }}>
      <PageHeader title="My profile" />
      <ProfileDetailsForm key={user.id} user={user} />
      <ChangePasswordForm email={user.email} />
      <SessionsSection />
    </Box>
  );
}
