import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MSG, passwordSchema } from '@candid/shared';
import { useSetNewPassword } from '../../../api/password';
import { notify } from '../../../components/notify';
import { AuthHeading } from '../AuthLayout';
import { NewPasswordFields } from '../NewPasswordFields';

const resetSchema = z
  .object({ Password: passwordSchema, ConfirmPassword: z.string() })
  .refine((v) => v.Password === v.ConfirmPassword, {
    path: ['ConfirmPassword'],
    message: MSG.passwordNotMatched,
  });
type ResetForm = z.input<typeof resetSchema>;

/** Step 3: choose the new password, proven by the verified code's reset token. */
export function ResetStep({
  email,
  resetToken,
  onDone,
}: {
  email: string;
  resetToken: string;
  onDone: () => void;
}) {
  const setNewPassword = useSetNewPassword();
  const { control, handleSubmit, formState } = useForm<ResetForm, unknown, z.output<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    mode: 'onTouched',
    defaultValues: { Password: '', ConfirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ Password, ConfirmPassword }) => {
    try {
      await setNewPassword.mutateAsync({ Email: email, Password, ConfirmPassword, ResetToken: resetToken });
    } catch {
      notify.error(MSG.changePasswordFailed);
      return;
    }
    notify.success(MSG.resetPasswordSuccess);
    onDone();
  });

  return (
    <>
      <AuthHeading title="Reset Password" subtitle="Choose a new password for your account." />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <NewPasswordFields control={control} autoFocus />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={formState.isSubmitting}>
            Submit
          </Button>
        </Stack>
      </Box>
    </>
  );
}
