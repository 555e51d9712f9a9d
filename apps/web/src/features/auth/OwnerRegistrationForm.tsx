import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRegister, type Registration } from '../../api/auth';
import { FormTextField } from '../../components/FormTextField';
import { notify } from '../../components/notify';
import { AuthHeading } from './AuthLayout';
import { registrationErrorMessage } from './registrationErrors';
import { useCompleteSignIn } from './useCompleteSignIn';
import { NewPasswordFields } from './NewPasswordFields';
import { registrationSchema } from './registrationSchemas';

type RegisterForm = z.input<typeof registrationSchema>;

/** A new owner registers their company (POST /api/Account/Register). */
export function OwnerRegistrationForm({ code }: { code?: string }) {
  const registerUser = useRegister();
  const completeSignIn = useCompleteSignIn();
  const { control, handleSubmit, formState } = useForm<RegisterForm, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      enterpriseName: '',
      email: '',
      Password: '',
      ConfirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    let email = values.email;
    try {
      const created = await registerUser.mutateAsync(
        code ? { ...values, RegistrationCode: code } : values,
      );
      email = created?.email || email;
    } catch (error) {
      notify.error(registrationErrorMessage(error, code !== undefined));
      return;
    }
    await completeSignIn(email);
  });

  return (
    <>
      <AuthHeading title="Create your account" subtitle="Start interviewing candidates in minutes." />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" />
            <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
          </Stack>
          <FormTextField control={control} name="enterpriseName" label="Company name" autoComplete="organization" />
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
          <NewPasswordFields control={control} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={formState.isSubmitting}>
            Register
          </Button>
        </Stack>
      </Box>
    </>
  );
}
