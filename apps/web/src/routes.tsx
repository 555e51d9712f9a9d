import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, matchPath, useLocation } from 'react-router';
import { FullPageSpinner } from './components/FullPageSpinner';
import { session } from './api/session';
import { RedirectIfSignedIn, RequireSignIn, SignedInOrPublic, UnauthorizedRedirect, preloadAppLayout } from './features/auth/guards';
import { lazyNamed, type LazyNamed } from './lib/lazyNamed';

const LoginPage = lazyNamed(() => import('./features/auth/LoginPage'), 'LoginPage');
const RegistrationPage = lazyNamed(() => import('./features/auth/RegistrationPage'), 'RegistrationPage');
const ForgotPasswordPage = lazyNamed(
  () => import('./features/auth/forgot-password/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const InviteLanding = lazyNamed(() => import('./features/auth/InviteLanding'), 'InviteLanding');
const OnboardingPage = lazyNamed(() => import('./features/onboarding/OnboardingPage'), 'OnboardingPage');
const DashboardPage = lazyNamed(() => import('./features/dashboard/DashboardPage'), 'DashboardPage');
const CampaignListPage = lazyNamed(() => import('./features/campaigns/CampaignListPage'), 'CampaignListPage');
const CampaignCreatePage = lazyNamed(() => import('./features/campaigns/CampaignFormPage'), 'CampaignCreatePage');
const CampaignEditPage = lazyNamed(() => import('./features/campaigns/CampaignFormPage'), 'CampaignEditPage');
const CampaignTitlePage = lazyNamed(() => import('./features/campaigns/CampaignTitlePage'), 'CampaignTitlePage');
const CampaignGeneratePage = lazyNamed(
  () => import('./features/campaigns/CampaignGeneratePage'),
  'CampaignGeneratePage',
);
const InstantCampaignCreatePage = lazyNamed(
  () => import('./features/campaigns/CampaignFormPage'),
  'InstantCampaignCreatePage',
);
const InstantCampaignEditPage = lazyNamed(
  () => import('./features/campaigns/CampaignFormPage'),
  'InstantCampaignEditPage',
);
const InstantInvitePage = lazyNamed(() => import('./features/invites/InstantInvitePage'), 'InstantInvitePage');
const TemplatesPage = lazyNamed(() => import('./features/templates/TemplatesPage'), 'TemplatesPage');
const CustomFormPage = lazyNamed(() => import('./features/custom-form/CustomFormPage'), 'CustomFormPage');
const CompanyPage = lazyNamed(() => import('./features/company/CompanyPage'), 'CompanyPage');
const CompanyEditPage = lazyNamed(() => import('./features/company/CompanyEditPage'), 'CompanyEditPage');
const ClientsPage = lazyNamed(() => import('./features/clients/ClientsPage'), 'ClientsPage');
const ClientCreatePage = lazyNamed(() => import('./features/clients/ClientDetailPage'), 'ClientCreatePage');
const ClientEditPage = lazyNamed(() => import('./features/clients/ClientDetailPage'), 'ClientEditPage');
const CandidatesPage = lazyNamed(() => import('./features/candidates/CandidatesPage'), 'CandidatesPage');
const CandidateInfoPage = lazyNamed(() => import('./features/candidates/CandidateInfoPage'), 'CandidateInfoPage');
const UserPage = lazyNamed(() => import('./features/team/UserPage'), 'UserPage');
const DataRequestConfirmPage = lazyNamed(() => import('./features/legal/DataRequestConfirmPage'), 'DataRequestConfirmPage');
const PrivacyPolicyPage = lazyNamed(() => import('./features/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const TermsPage = lazyNamed(() => import('./features/legal/TermsPage'), 'TermsPage');
const AccessibilityPage = lazyNamed(() => import('./features/legal/AccessibilityPage'), 'AccessibilityPage');
const ProfilePage = lazyNamed(() => import('./features/profile/ProfilePage'), 'ProfilePage');
const PackagesPage = lazyNamed(() => import('./features/billing/PackagesPage'), 'PackagesPage');
const BillingMethodPage = lazyNamed(() => import('./features/billing/BillingMethodPage'), 'BillingMethodPage');
const SharePage = lazyNamed(() => import('./features/share/SharePage'), 'SharePage');
const HelpPage = lazyNamed(() => import('./features/help/HelpPage'), 'HelpPage');
const WhatsNewPage = lazyNamed(() => import('./features/help/WhatsNewPage'), 'WhatsNewPage');

/** The pages behind sign-in, by path (the route table renders them; preloadFirstPage reads it). */
const SIGNED_IN_PAGES: ReadonlyArray<readonly [path: string, page: LazyNamed]> = [
  ['dashboard', DashboardPage],
  ['campaign', CampaignListPage],
  ['campaign/create', CampaignCreatePage],
  ['campaign/edit', CampaignEditPage],
  ['campaign/title', CampaignTitlePage],
  ['campaign/generate', CampaignGeneratePage],
  ['campaign/instant', InstantCampaignCreatePage],
  ['campaign/instant/create', InstantCampaignCreatePage],
  ['campaign/instant/edit', InstantCampaignEditPage],
  ['campaign/instant/invite', InstantInvitePage],
  ['templates', TemplatesPage],
  ['custom-form', CustomFormPage],
  ['company', CompanyPage],
  ['company/edit', CompanyEditPage],
  // A settings section of /company (after company/edit, which preloadFirstPage must find first).
  ['company/:section', CompanyPage],
  ['clients', ClientsPage],
  ['clients/edit', ClientEditPage],
  ['clients/create', ClientCreatePage],
  ['candidates', CandidatesPage],
  ['candidates/info', CandidateInfoPage],
  ['user', UserPage],
  ['profile', ProfilePage],
  ['packages', PackagesPage],
  ['billing-method', BillingMethodPage],
  ['onboarding', OnboardingPage],
  ['help', HelpPage],
  ['whats-new', WhatsNewPage],
];

/**
 * On a signed-in first load the page's chunk and the layout would only be requested once the
 * user has loaded (RequireSignIn waits for it): start both now, beside the user's request.
 */
export function preloadFirstPage(pathname: string): void {
  if (!session.isLoggedIn()) return;
  const entry = SIGNED_IN_PAGES.find(([path]) => matchPath(`/${path}`, pathname));
  if (!entry) return;
  preloadAppLayout();
  entry[1].preload();
}

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
          {/* A candidate confirms their data request from the emailed link (issue 16). */}
          <Route path="data-request/confirm" element={<DataRequestConfirmPage />} />
          <Route path="terms-of-condition/:enterpriseId" element={<TermsPage />} />
          {/* The accessibility statement, linked from every candidate page (issue 32). */}
          <Route path="accessibility" element={<AccessibilityPage />} />
          <Route element={<SignedInOrPublic />}>
            <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
            <Route path="terms-of-condition" element={<TermsPage />} />
          </Route>

          <Route element={<RequireSignIn />}>
            {SIGNED_IN_PAGES.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
