import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emailSchema } from '@candid/shared';
import { useLogin } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { FormTextField } from '../../components/FormTextField';
import { notify } from '../../components/notify';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { useCompleteSignIn } from './useCompleteSignIn';

const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter password'),
});
type LoginForm = z.input<typeof loginSchema>;

/** '/' and '/login'. */
export function LoginPage() {
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const { control, handleSubmit, formState } = useForm<LoginForm, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await login.mutateAsync({ email, password });
    } catch (error) {
      notify.error(errorMessage(error));
      return;
    }
    await completeSignIn(email);
  });

  const busy = formState.isSubmitting;
  return (
    <AuthLayout>
      <AuthHeading title="Login" subtitle="Welcome back. Sign in to manage your jobs and candidates." />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '8px !important' }}>
            <Link component={RouterLink} to="/forgotpassword" variant="body2">
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            Login
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        New to Candid?{' '}
        <Link component={RouterLink} to="/registration">
          Sign up
        </Link>
      </Typography>
    </AuthLayout>
  );
}
