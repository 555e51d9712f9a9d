import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { MSG } from '@candid/shared';
import { useChangePassword } from '../../api/account';
import { ApiError, errorMessage } from '../../api/client';
import { FormTextField } from '../../components/FormTextField';
import { notify } from '../../components/notify';
import { ProfileSection } from './ProfileSection';
import { changePasswordFormSchema, type ChangePasswordForm as Form } from './passwordForm';

const EMPTY: Form = { CurrentPassword: '', NewPassword: '', ConfirmPassword: '' };

/** Change password: current, new and confirmation; the server's wrong-current answer shows on its field. */
export function ChangePasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const { control, handleSubmit, reset, setError } = useForm<Form>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      notify.success(MSG.passwordChanged);
    } catch (e) {
      const details = e instanceof ApiError ? e.details : undefined;
      const fields = ['CurrentPassword', 'NewPassword', 'ConfirmPassword'] as const;
      const named = fields.filter((f) => details?.[f]?.length);
      if (named.length > 0) {
        named.forEach((f, i) => setError(f, { message: details?.[f]?.[0] }, { shouldFocus: i === 0 }));
      } else {
        notify.error(errorMessage(e, MSG.changePasswordFailed));
      }
    }
  });

  return (
    <ProfileSection title="Change password" description="Changing it signs you out everywhere else.">
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormTextField control={control} name="CurrentPassword" label="Current password" type="password" autoComplete="current-password" required />
        <FormTextField control={control} name="NewPassword" label="New password" type="password" autoComplete="new-password" required />
        <FormTextField control={control} name="ConfirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending}
            startIcon={change.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ minWidth: { xs: '100%', sm: 200 } }}
          >
            Change password
          </Button>
        </Box>
      </Box>
    </ProfileSection>
  );
}
