import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { BRAND_PALETTE, MSG } from '@candid/shared';
import type { Enterprise, Package, User } from '../../api/entities';
import { errorMessage } from '../../api/client';
import { useEnterprise } from '../../api/enterprises';
import { useCurrentUser, useUpdateUser } from '../../api/users';
import { userKeys } from '../../api/queryKeys';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { notify } from '../../components/notify';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CompanyStep, initialsFromName } from './CompanyStep';
import { markFirstVisit } from './firstVisit';
import { LogoStep, type Branding } from './LogoStep';
import { PlanStep } from './PlanStep';
import { TeamStep } from './TeamStep';

const STEPS = [
  { key: 'company', label: 'Company details', title: 'Tell us about your company' },
  { key: 'logo', label: 'Add your logo', title: 'Add your logo', optional: true },
  { key: 'team', label: 'Invite your team', title: 'Invite your team', optional: true },
  { key: 'plan', label: 'Choose a package', title: 'Choose your package' },
] as const;
type StepKey = (typeof STEPS)[number]['key'];

/*
 * The step reached, kept for the tab's session: a reload (or the package-limit dialog's Upgrade,
 * which the guard sends back here) resumes at it instead of the company form, already saved.
 */
const STEP_KEY = 'candid.onboardingStep';

function storedStep(userId: number): StepKey {
  try {
    const [id, step] = (window.sessionStorage.getItem(STEP_KEY) ?? '').split(':');
    if (id === String(userId) && (step === 'logo' || step === 'team' || step === 'plan')) return step;
  } catch {
    // No session storage (private mode): start at the company.
  }
  return 'company';
}

function storeStep(userId: number, step: StepKey | null) {
  try {
    if (step && step !== 'company') window.sessionStorage.setItem(STEP_KEY, `${userId}:${step}`);
    else window.sessionStorage.removeItem(STEP_KEY);
  } catch {
    // Resuming is a convenience.
  }
}

function brandingOf(enterprise: Enterprise | undefined, user: User): Branding {
  const name = enterprise?.name || user.enterpriseName || '';
  return {
    name,
    initials: enterprise?.initials || initialsFromName(name),
    colour: enterprise?.colour || BRAND_PALETTE[1],
    background: enterprise?.backgroundColour || BRAND_PALETTE[0],
  };
}

/** '/onboarding': a new owner sets up the company, then may add a logo and invite the team (SPEC §4). */
export function OnboardingPage() {
  const user = useCurrentUser();
  const enterprise = useEnterprise(user.data?.enterpriseId);
  // Where finishing leads: the dashboard, or /packages for a paid package chosen in the last step.
  const [next, setNext] = useState('/dashboard');
  useDocumentTitle('Welcome');

  if (!user.data || enterprise.isLoading) return <FullPageSpinner />;
  // Finished (now or before): onboarding is not done twice (the server refuses to reopen it too).
  if (!user.data.isOnboarding) return <Navigate to={next} replace />;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Welcome to Candid
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Set up your company in four short steps. Candidates see its name and branding when they record their interviews.
      </Typography>
      {enterprise.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {errorMessage(enterprise.error)}
        </Alert>
      )}
      <OnboardingSteps user={user.data} enterprise={enterprise.data} onFinishing={setNext} />
    </Box>
  );
}

interface StepsProps {
  user: User;
  enterprise: Enterprise | undefined;
  /** Where the page goes once the flag is cleared. */
  onFinishing: (path: string) => void;
}

function OnboardingSteps({ user, enterprise, onFinishing }: StepsProps) {
  const queryClient = useQueryClient();
  const updateUser = useUpdateUser();
  const [step, setStepState] = useState<StepKey>(() => storedStep(user.id));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const index = STEPS.findIndex((s) => s.key === step);

  const setStep = (next: StepKey) => {
    moved.current = true;
    storeStep(user.id, next);
    setStepState(next);
  };

  // A new step replaces the form: screen readers and the keyboard start at its heading.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  /**
   * The only place onboarding ends: the flag cleared, the welcome remembered, then the dashboard
   * or, for a paid package chosen in the last step, /packages with it outlined.
   */
  const finish = async (choice: Package | null) => {
    onFinishing(choice ? `/packages?choose=${choice.id}` : '/dashboard');
    try {
      await updateUser.mutateAsync({ id: user.id, isOnboarding: false });
    } catch (error) {
      notify.error(errorMessage(error, MSG.somethingWentWrongDot));
      return;
    }
    storeStep(user.id, null);
    markFirstVisit(user.id);
    // The avatar menu shows the company name from the user payload.
    const name = enterprise?.name;
    queryClient.setQueryData<User>(userKeys.byEmail(user.email), (old) =>
      old ? { ...old, isOnboarding: false, ...(name ? { enterpriseName: name } : {}) } : old,
    );
  };

  const current = STEPS[index];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stepper activeStep={index} alternativeLabel sx={{ mb: 4, mx: { xs: -1.5, sm: 0 } }} aria-label="Setup steps">
        {STEPS.map((s) => (
          <Step key={s.key}>
            <StepLabel optional={'optional' in s ? <Typography variant="caption">Optional</Typography> : undefined}>
              {s.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        Step {index + 1} of {STEPS.length}
        {'optional' in current ? ' · Optional' : ''}
      </Typography>
      <Typography variant="h2" component="h2" ref={heading} tabIndex={-1} sx={{ mt: 0.5, mb: 2, outline: 'none' }}>
        {current.title}
      </Typography>
      {step === 'company' && <CompanyStep user={user} enterprise={enterprise} onSaved={() => setStep('logo')} />}
      {step === 'logo' && (
        <LogoStep
          enterpriseId={user.enterpriseId}
          branding={brandingOf(enterprise, user)}
          storedLogo={enterprise?.avatarEnable && enterprise.imageLink ? enterprise.imageLink : null}
          onBack={() => setStep('company')}
          onNext={() => setStep('team')}
        />
      )}
      {step === 'team' && (
        <TeamStep
          enterpriseId={user.enterpriseId}
          fromName={`${user.firstName} ${user.lastName}`.trim()}
          onBack={() => setStep('logo')}
          onFinish={() => setStep('plan')}
        />
      )}
      {step === 'plan' && <PlanStep onBack={() => setStep('team')} onChoose={(choice) => void finish(choice)} finishing={updateUser.isPending} />}
    </Paper>
  );
}
