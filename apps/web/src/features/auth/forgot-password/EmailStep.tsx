import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MSG, emailSchema } from '@candid/shared';
import { ApiError, errorMessage } from '../../../api/client';
import { useLookupEmail, useSendOtp } from '../../../api/password';
import { FormTextField } from '../../../components/FormTextField';
import { notify } from '../../../components/notify';
import { AuthHeading } from '../AuthLayout';
import { BackToLogin } from './BackToLogin';
import { sentMessage } from './otpMessages';

const emailStepSchema = z.object({ email: emailSchema });
type EmailForm = z.input<typeof emailStepSchema>;

/** Step 1: look the address up (the server answers any address alike), then ask for a code: only an account's address gets one. */
export function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const lookup = useLookupEmail();
  const sendOtp = useSendOtp();
  const { control, handleSubmit, formState } = useForm<EmailForm, unknown, z.output<typeof emailStepSchema>>({
    resolver: zodResolver(emailStepSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const found = await lookup.mutateAsync(email);
      if (!(found.status === 201 && found.successful)) {
        notify.error(MSG.userNotFound);
        return;
      }
    } catch (error) {
      const noAnswer = !(error instanceof ApiError) || error.isNetworkError;
      notify.error(noAnswer ? MSG.somethingWentWrong : MSG.userNotFound);
      return;
    }
    try {
      const sent = await sendOtp.mutateAsync(email);
      notify.success(sentMessage(sent) || MSG.otpSent);
      onSent(email);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });

  return (
    <>
      <AuthHeading
        title="Forgot Password"
        subtitle="Enter the email address of your account and we will send you a code to reset your password."
      />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={formState.isSubmitting}>
            Send
          </Button>
        </Stack>
      </Box>
      <BackToLogin />
    </>
  );
}
