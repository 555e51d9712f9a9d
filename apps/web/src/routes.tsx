import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullPageSpinner } from './components/FullPageSpinner';
import { RedirectIfSignedIn, RequireSignIn, SignedInOrPublic, UnauthorizedRedirect } from './features/auth/guards';

/** React.lazy for a named export: one chunk per page. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LoginPage = lazyPage(() => import('./features/auth/LoginPage'), 'LoginPage');
const RegistrationPage = lazyPage(() => import('./features/auth/RegistrationPage'), 'RegistrationPage');
const ForgotPasswordPage = lazyPage(
  () => import('./features/auth/forgot-password/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const InviteLanding = lazyPage(() => import('./features/auth/InviteLanding'), 'InviteLanding');
const OnboardingPage = lazyPage(() => import('./features/onboarding/OnboardingPage'), 'OnboardingPage');
const DashboardPage = lazyPage(() => import('./features/dashboard/DashboardPage'), 'DashboardPage');
const CampaignListPage = lazyPage(() => import('./features/campaigns/CampaignListPage'), 'CampaignListPage');
const CampaignCreatePage = lazyPage(() => import('./features/campaigns/CampaignFormPage'), 'CampaignCreatePage');
const CampaignEditPage = lazyPage(() => import('./features/campaigns/CampaignFormPage'), 'CampaignEditPage');
const CampaignTitlePage = lazyPage(() => import('./features/campaigns/CampaignTitlePage'), 'CampaignTitlePage');
const CampaignGeneratePage = lazyPage(
  () => import('./features/campaigns/CampaignGeneratePage'),
  'CampaignGeneratePage',
);
const InstantCampaignCreatePage = lazyPage(
  () => import('./features/campaigns/CampaignFormPage'),
  'InstantCampaignCreatePage',
);
const InstantCampaignEditPage = lazyPage(
  () => import('./features/campaigns/CampaignFormPage'),
  'InstantCampaignEditPage',
);
const InstantInvitePage = lazyPage(() => import('./features/invites/InstantInvitePage'), 'InstantInvitePage');
const TemplatesPage = lazyPage(() => import('./features/templates/TemplatesPage'), 'TemplatesPage');
const CustomFormPage = lazyPage(() => import('./features/custom-form/CustomFormPage'), 'CustomFormPage');
const CompanyPage = lazyPage(() => import('./features/company/CompanyPage'), 'CompanyPage');
const CompanyEditPage = lazyPage(() => import('./features/company/CompanyEditPage'), 'CompanyEditPage');
const ClientsPage = lazyPage(() => import('./features/clients/ClientsPage'), 'ClientsPage');
const ClientCreatePage = lazyPage(() => import('./features/clients/ClientDetailPage'), 'ClientCreatePage');
const ClientEditPage = lazyPage(() => import('./features/clients/ClientDetailPage'), 'ClientEditPage');
const CandidatesPage = lazyPage(() => import('./features/candidates/CandidatesPage'), 'CandidatesPage');
const CandidateInfoPage = lazyPage(() => import('./features/candidates/CandidateInfoPage'), 'CandidateInfoPage');
const UserPage = lazyPage(() => import('./features/team/UserPage'), 'UserPage');
const PrivacyPolicyPage = lazyPage(() => import('./features/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const TermsPage = lazyPage(() => import('./features/legal/TermsPage'), 'TermsPage');
const ProfilePage = lazyPage(() => import('./features/profile/ProfilePage'), 'ProfilePage');
const PackagesPage = lazyPage(() => import('./features/billing/PackagesPage'), 'PackagesPage');
const BillingMethodPage = lazyPage(() => import('./features/billing/BillingMethodPage'), 'BillingMethodPage');
const SharePage = lazyPage(() => import('./features/share/SharePage'), 'SharePage');

/** The path this page was loaded at: the server already chose the app for it. */
const loadedAtPath = window.location.pathname;

/**
 * /invite/{campaignId}/{enterpriseId} is the candidate app, a separate page (interview.html):
 * reached by an in-app navigation, it needs a full page load.
 */
function CandidateInviteRedirect() {
  const { pathname, search } = useLocation();
  // Loaded here by the server already (no candidate app in this build): do not reload forever.
  const fullLoad = pathname !== loadedAtPath;
  useEffect(() => {
    if (fullLoad) window.location.assign(pathname + search);
  }, [fullLoad, pathname, search]);
  return fullLoad ? <FullPageSpinner /> : <Navigate to="/" replace />;
}

/** The route table of SPEC §2 with its guards. */
export function AppRoutes() {
  return (
    <>
      <UnauthorizedRedirect />
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          <Route element={<RedirectIfSignedIn />}>
            <Route index element={<LoginPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="registration" element={<RegistrationPage />} />
            <Route path="registration/:code" element={<RegistrationPage />} />
          </Route>
          <Route path="forgotpassword" element={<ForgotPasswordPage />} />
          <Route path="invite/:id/:eId/:statusId" element={<InviteLanding />} />
          <Route path="invite/:id/:eId" element={<CandidateInviteRedirect />} />
          {/* Review without an account: public, and open to a signed-in user too. */}
          <Route path="share/:token" element={<SharePage />} />
          {/* Candidates open these from the consent step without an account (issue 12). */}
          <Route path="privacy-policy/:enterpriseId" element={<PrivacyPolicyPage />} />
          <Route path="terms-of-condition/:enterpriseId" element={<TermsPage />} />
          <Route element={<SignedInOrPublic />}>
            <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
            <Route path="terms-of-condition" element={<TermsPage />} />
          </Route>

          <Route element={<RequireSignIn />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="campaign" element={<CampaignListPage />} />
            <Route path="campaign/create" element={<CampaignCreatePage />} />
            <Route path="campaign/edit" element={<CampaignEditPage />} />
            <Route path="campaign/title" element={<CampaignTitlePage />} />
            <Route path="campaign/generate" element={<CampaignGeneratePage />} />
            <Route path="campaign/instant" element={<InstantCampaignCreatePage />} />
            <Route path="campaign/instant/create" element={<InstantCampaignCreatePage />} />
            <Route path="campaign/instant/edit" element={<InstantCampaignEditPage />} />
            <Route path="campaign/instant/invite" element={<InstantInvitePage />} />
            <Route path="templates" element={<TemplatesPage />} />
            <Route path="custom-form" element={<CustomFormPage />} />
            <Route path="company" element={<CompanyPage />} />
            <Route path="company/edit" element={<CompanyEditPage />} />
            <Route path="clients" element={<ClientsPage />} />
            <Route path="clients/edit" element={<ClientEditPage />} />
            <Route path="clients/create" element={<ClientCreatePage />} />
            <Route path="candidates" element={<CandidatesPage />} />
            <Route path="candidates/info" element={<CandidateInfoPage />} />
            <Route path="user" element={<UserPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="packages" element={<PackagesPage />} />
            <Route path="billing-method" element={<BillingMethodPage />} />
            <Route path="onboarding" element={<OnboardingPage />} />
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
