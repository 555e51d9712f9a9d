import { useState } from 'react';
import { AuthLayout } from '../AuthLayout';
import { CodeStep } from './CodeStep';
import { DoneView } from './DoneView';
import { EmailStep } from './EmailStep';
import { ResetStep } from './ResetStep';

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string }
  | { name: 'reset'; email: string; resetToken: string }
  | { name: 'done' };

/** '/forgotpassword': email, code, new password, success (SPEC §2/§4). */
export function ForgotPasswordPage() {
  // The reset token lives only in memory, never in storage.
  const [step, setStep] = useState<Step>({ name: 'email' });

  return (
    <AuthLayout>
      {step.name === 'email' && <EmailStep onSent={(email) => setStep({ name: 'code', email })} />}
      {step.name === 'code' && (
        <CodeStep
          email={step.email}
          onVerified={(resetToken) => setStep({ name: 'reset', email: step.email, resetToken })}
        />
      )}
      {step.name === 'reset' && (
        <ResetStep email={step.email} resetToken={step.resetToken} onDone={() => setStep({ name: 'done' })} />
      )}
      {step.name === 'done' && <DoneView />}
    </AuthLayout>
  );
}
