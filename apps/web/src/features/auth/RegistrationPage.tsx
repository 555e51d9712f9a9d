import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { session } from '../../api/session';
import { AuthLayout } from './AuthLayout';
import { InviteRegistrationForm } from './InviteRegistrationForm';
import { OwnerRegistrationForm } from './OwnerRegistrationForm';

/** '/registration' and '/registration/:code'; a stored team invitation turns it into "Join …". */
export function RegistrationPage() {
  const { code } = useParams();
  // Read once: the invite form clears the entry when it succeeds.
  const [invitation] = useState(() => session.registration());

  return (
    <AuthLayout>
      {invitation ? (
        <InviteRegistrationForm ids={invitation} />
      ) : (
        <OwnerRegistrationForm code={code} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Login
        </Link>
      </Typography>
    </AuthLayout>
  );
}
