import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MSG, roleName } from '@candid/shared';
import { useInvitation, useRegisterByInvite, type Invitation, type InviteRegistration } from '../../api/auth';
import { ApiError, errorMessage } from '../../api/client';
import { invitationKeys } from '../../api/queryKeys';
import { session, type RegistrationIds } from '../../api/session';
import { FormTextField } from '../../components/FormTextField';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { notify } from '../../components/notify';
import { AuthHeading } from './AuthLayout';
import { registrationErrorMessage } from './registrationErrors';
import { useCompleteSignIn } from './useCompleteSignIn';
import { NewPasswordFields } from './NewPasswordFields';
import { markFirstVisit } from '../onboarding/firstVisit';
import { inviteRegistrationSchema } from './registrationSchemas';

type InviteForm = z.input<typeof inviteRegistrationSchema>;

/** A team member invited by /invite/{id}/{eId}/{statusId} sets up their account. */
export function InviteRegistrationForm({ ids }: { ids: RegistrationIds }) {
  const invitation = useInvitation(ids);

  if (invitation.isPending) return <FullPageSpinner label="Loading your invitation" />;
  if (invitation.isError) {
    // A bogus link (malformed ids: 400) or an unknown, used or replaced invitation (404, 410).
    const invalid = invitation.error instanceof ApiError && [400, 404, 410].includes(invitation.error.status);
    // The address has meanwhile got an account of its own (issue 28): the server says so, naming
    // the company; the person signs in to that account instead.
    if (invitation.error instanceof ApiError && invitation.error.status === 409) {
      return (
        <>
          <AuthHeading title={MSG.invitationHasAccountTitle} subtitle={invitation.error.serverMessage} />
          <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
            Sign in
          </Button>
        </>
      );
    }
    if (invalid) {
      return (
        <>
          <AuthHeading title={MSG.invitationInvalidTitle} subtitle={MSG.invitationInvalidText} />
          <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
            Sign in
          </Button>
        </>
      );
    }
    return (
      <>
        <AuthHeading title="Create your account" />
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(invitation.error)}
        </Alert>
        <Link component={RouterLink} to="/login">
          Back to Login
        </Link>
      </>
    );
  }
  return <InviteForm ids={ids} invitation={invitation.data} />;
}

function InviteForm({ ids, invitation }: { ids: RegistrationIds; invitation: Invitation }) {
  const registerByInvite = useRegisterByInvite();
  const completeSignIn = useCompleteSignIn();
  const queryClient = useQueryClient();
  const { control, handleSubmit, formState } = useForm<InviteForm, unknown, InviteRegistration>({
    resolver: zodResolver(inviteRegistrationSchema),
    mode: 'onTouched',
    defaultValues: {
      id: Number(ids.userId),
      enterpriseId: Number(ids.enterpriseId),
      UserStatusId: ids.userStatusId,
      firstName: '',
      lastName: '',
      Password: '',
      ConfirmPassword: '',
    },
  });

  const onValid = async (values: InviteRegistration) => {
    try {
      await registerByInvite.mutateAsync(values);
    } catch (error) {
      notify.error(registrationErrorMessage(error, false));
      // The address got an account of its own since the page opened: show why, with the sign-in.
      if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      return;
    }
    session.clearRegistration();
    queryClient.removeQueries({ queryKey: invitationKeys.all });
    // An invited member skips onboarding: this is their first visit all the same.
    markFirstVisit(values.id);
    await completeSignIn(invitation.email);
  };

  // The ids come from the invitation link, not from the form: if they are malformed the
  // person cannot fix them, so say registration failed rather than leaving nothing visible.
  const onInvalid = (errors: FieldErrors<InviteForm>) => {
    if (errors.id || errors.enterpriseId || errors.UserStatusId) {
      notify.error(MSG.failedToRegister);
    }
  };

  return (
    <>
      <AuthHeading
        title={`Join ${invitation.enterpriseName}`}
        subtitle={`You have been invited as ${roleName(invitation.accessLevel)}. Set up your account to get started.`}
      />
      <Box component="form" noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" />
            <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
          </Stack>
          <TextField
            label="Email"
            type="email"
            value={invitation.email}
            autoComplete="email"
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText="You were invited with this address."
          />
          <NewPasswordFields control={control} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={formState.isSubmitting}>
            Register
          </Button>
        </Stack>
      </Box>
    </>
  );
}
