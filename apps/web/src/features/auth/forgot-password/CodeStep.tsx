import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG, OTP_POLICY } from '@candid/shared';
import { errorMessage } from '../../../api/client';
import { useSendOtp, useVerifyOtp } from '../../../api/password';
import { notify } from '../../../components/notify';
import { AuthHeading } from '../AuthLayout';
import { BackToLogin } from './BackToLogin';
import { OtpInput, emptyOtp } from './OtpInput';
import { sentMessage } from './otpMessages';
import { formatCountdown, useCountdown } from './useCountdown';

const RESEND_SECONDS = OTP_POLICY.resendAfterMs / 1000;

/** Step 2: enter the mailed code; it can be resent once the countdown has run out. */
export function CodeStep({ email, onVerified }: { email: string; onVerified: (resetToken: string) => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  const countdown = useCountdown(RESEND_SECONDS);
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const code = digits.join('');
  const complete = /^\d+$/.test(code) && code.length === OTP_POLICY.length;

  const resend = async () => {
    try {
      const sent = await sendOtp.mutateAsync(email);
      notify.success(sentMessage(sent) || MSG.otpSent);
      setDigits(emptyOtp());
      countdown.restart();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!complete) return;
    try {
      const res = await verifyOtp.mutateAsync({ email, otp: code });
      const token = res.data?.ResetToken;
      if (res.status === 200 && res.successful && token) {
        onVerified(token);
        return;
      }
    } catch {
      // Reported below like an unsuccessful answer.
    }
    notify.error(MSG.otpVerifyFailed);
    countdown.stop();
  };

  return (
    <>
      <AuthHeading
        title="Enter code"
        subtitle={
          <>
            We have sent a {OTP_POLICY.length} digit code to <strong>{email}</strong>. Enter it below.
          </>
        }
      />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <OtpInput value={digits} onChange={setDigits} disabled={verifyOtp.isPending} />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography
              variant="body2"
              color="text.secondary"
              role="timer"
              aria-live="off"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {formatCountdown(countdown.seconds)}
            </Typography>
            <Button
              variant="text"
              color="secondary"
              onClick={() => void resend()}
              disabled={countdown.running || sendOtp.isPending}
            >
              Resend OTP
            </Button>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!complete || verifyOtp.isPending}>
            Submit
          </Button>
        </Stack>
      </Box>
      <BackToLogin />
    </>
  );
}
