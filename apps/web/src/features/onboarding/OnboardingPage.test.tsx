import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, BRAND_PALETTE, MSG } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockRoute } from '../../test/api';
import { billingRoutes } from '../../test/billing';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { buildEnterprise } from '../../test/organisation';

const EMAIL = 'ada@example.com';
const USER_PATH = `/api/User/GetUserByEmail/${encodeURIComponent(EMAIL)}`;

const COUNTRIES = [
  { countryId: 1, countryCode: 'GB', country: 'United Kingdom' },
  { countryId: 5, countryCode: 'AU', country: 'Australia' },
  { countryId: 61, countryCode: 'NZ', country: 'New Zealand' },
  { countryId: 87, countryCode: null, country: 'Rest of the World' },
];

/** XMLHttpRequest for the logo upload: the test sees what was sent and answers it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function signInOnboarding() {
  window.localStorage.setItem('candid.loggedIn', '1');
  window.localStorage.setItem('candid.userName', EMAIL);
  return buildUser({ IsOnBoardingProcess: true, Enterprise_Name: 'Acme' });
}

function routes(onboarding: ReturnType<typeof buildUser>, extra: MockRoute[] = []): MockRoute[] {
  // Once the flag is cleared the server answers the user without it.
  let finished = false;
  return [
    ...extra,
    { method: 'GET', path: USER_PATH, reply: () => ok({ ...onboarding, IsOnBoardingProcess: !finished }) },
    { method: 'GET', path: '/api/Enterprise/7', reply: ok(buildEnterprise({ Enterprise_Name: 'Acme' })) },
    {
      method: 'PUT',
      path: '/api/Enterprise',
      reply: (_url, init) => ok(buildEnterprise({ Enterprise_Name: 'Acme', ...JSON.parse(String(init.body)) })),
    },
    {
      method: 'PUT',
      path: '/api/User',
      reply: () => {
        finished = true;
        return ok({ ...onboarding, IsOnBoardingProcess: false });
      },
    },
    { method: 'GET', path: '/api/Country', reply: ok(COUNTRIES) },
    { method: 'GET', path: '/api/Notification', reply: ok([]) },
    ...billingRoutes(),
  ];
}

/** The last step: the packages at a glance; the free one finishes onboarding. */
async function finishOnStarter() {
  expect(await screen.findByRole('heading', { level: 2, name: 'Choose your package' })).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: 'Continue with Starter' }));
}

/** Saves the prefilled company and lands on the logo step. */
async function passCompanyStep() {
  expect(await screen.findByRole('heading', { name: 'Tell us about your company' })).toBeTruthy();
  await screen.findByRole('combobox', { name: 'Country' });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Add your logo' })).toBeTruthy();
}

describe('OnboardingPage', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:logo'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('saves the company, skips the optional logo and team steps, then clears the flag and opens the dashboard', async () => {
    const onboarding = signInOnboarding();
    const fetchMock = mockApi(routes(onboarding));
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome to Candid' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    const name = screen.getByLabelText('Company name') as HTMLInputElement;
    expect(name.value).toBe('Acme');
    fireEvent.change(name, { target: { value: 'Acme Talent Group' } });

    const initials = screen.getByLabelText('Initials') as HTMLInputElement;
    expect(screen.getByText(MSG.initialHint)).toBeTruthy();
    fireEvent.change(initials, { target: { value: 'atgx' } });
    expect(initials.value).toBe('ATG');

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0290001234' } });
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '1 George St' } });
    // The job screen's country list, starting at the company's country.
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await within(country).findByText('Australia');
    fireEvent.mouseDown(country);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Select a country', ...COUNTRIES.map((c) => c.country)]);
    fireEvent.click(screen.getByRole('option', { name: 'New Zealand' }));
    expect(country.textContent).toBe('New Zealand');
    fireEvent.click(screen.getByLabelText(`Background colour ${BRAND_PALETTE[2]}`));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 2: the company is saved, onboarding is not finished yet.
    const logoHeading = await screen.findByRole('heading', { level: 2, name: 'Add your logo' });
    await waitFor(() => expect(document.activeElement).toBe(logoHeading));
    expect(screen.getByText('Step 2 of 4 · Optional')).toBeTruthy();
    // No logo yet: the initials chosen in step 1, in their colours.
    expect(screen.getByRole('img', { name: 'Acme Talent Group initials, no logo yet' }).textContent).toBe('ATG');
    const [, enterpriseInit] = callsTo(fetchMock, '/api/Enterprise')[0];
    expect(JSON.parse(String(enterpriseInit.body))).toMatchObject({
      pk_Enterprise_ID: 7,
      Enterprise_Name: 'Acme Talent Group',
      Enterprise_Initials: 'ATG',
      Enterprise_PhoneNumber: '0290001234',
      Enterprise_StreetAddress: '1 George St',
      Enterprise_City: 'Sydney',
      Enterprise_Country: 'New Zealand',
      Enterprise_CountryCoded: 'NZ',
      Enterprise_BackgroundColour: BRAND_PALETTE[2],
    });
    expect(callsTo(fetchMock, '/api/User')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));

    // Step 3, skipped too; step 4 on the free package: only now is onboarding finished.
    expect(await screen.findByRole('heading', { level: 2, name: 'Invite your team' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/User')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/User')).toHaveLength(0);
    await finishOnStarter();

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    // A first-time user is welcomed, not welcomed back.
    expect(screen.getByText('Welcome, Ada.')).toBeTruthy();
    const [, userInit] = callsTo(fetchMock, '/api/User')[0];
    expect(JSON.parse(String(userInit.body))).toEqual({ pk_User_ID: 11, IsOnBoardingProcess: false });
    expect(callsTo(fetchMock, '/api/Message/SendInviteUser')).toHaveLength(0);

    // The avatar menu shows the new company name from the updated cached user.
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('link', { name: 'Acme Talent Group' })).toBeTruthy();
  });

  it('uploads a logo with progress and a preview, shows a refusal in the server words, and Back returns to the company', async () => {
    const onboarding = signInOnboarding();
    mockApi(routes(onboarding));
    renderApp('/onboarding');
    await passCompanyStep();

    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('logo-file'), { target: { files: [file] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/Enterprise/SaveImage?enterpriseId=7');
    expect((xhr.body?.get('file') as File).name).toBe('logo.png');
    act(() => xhr.progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading the logo' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId('logo-preview').getAttribute('src')).toBe('blob:logo');
    act(() =>
      xhr.respond(200, {
        successful: true,
        status: 200,
        data: { pk_Enterprise_ID: 7, Enterprise_Name: 'Acme', Enterprise_AvatarEnable: true, Enterprise_ImageLink: '/api/Image/7/enterprise-7-0123456789abcdef.png' },
      }),
    );
    expect(await screen.findByText('Logo saved. Candidates will see it instead of your initials.')).toBeTruthy();
    expect(screen.getByTestId('logo-preview').getAttribute('src')).toBe('/api/Image/7/enterprise-7-0123456789abcdef.png');
    expect(screen.queryByRole('progressbar', { name: 'Uploading the logo' })).toBeNull();

    // A second file the server refuses: its message, and the stored logo stays.
    fireEvent.change(screen.getByTestId('logo-file'), { target: { files: [new File(['x'], 'notes.png', { type: 'image/png' })] } });
    await waitFor(() => expect(FakeXhr.last).not.toBe(xhr));
    act(() => FakeXhr.last!.respond(400, { successful: false, status: 400, data: null, message: MSG.imageWrongType }));
    expect((await screen.findByText(MSG.imageWrongType)).getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('logo-preview').getAttribute('src')).toBe('/api/Image/7/enterprise-7-0123456789abcdef.png');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tell us about your company' })).toBeTruthy();
  });

  it('a file too large is refused before sending', async () => {
    const onboarding = signInOnboarding();
    mockApi(routes(onboarding));
    renderApp('/onboarding');
    await passCompanyStep();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('logo-file'), { target: { files: [big] } });
    expect((await screen.findByText(MSG.imageTooLarge)).getAttribute('role')).toBe('alert');
    expect(FakeXhr.last).toBeNull();
  });

  it('invites the team with a level, lists each recipient, and Continue finishes onboarding', async () => {
    const onboarding = signInOnboarding();
    const fetchMock = mockApi(
      routes(onboarding, [
        { method: 'POST', path: '/api/Account/isEmailExists', reply: ok(false) },
        {
          method: 'POST',
          path: '/api/Message/SendInviteUser',
          reply: ok([
            [0, '200', MSG.mailSentTo('grace@example.com'), 'grace@example.com'],
            [1, '409', MSG.emailAlreadyExist, 'alan@example.com'],
          ]),
        },
      ]),
    );
    renderApp('/onboarding');
    await passCompanyStep();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Invite your team' })).toBeTruthy();

    const field = screen.getByRole('textbox', { name: 'Email addresses' });
    fireEvent.change(field, { target: { value: 'not-an-email' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText(MSG.validEmail)).toBeTruthy();
    for (const email of ['grace@example.com', 'alan@example.com']) {
      fireEvent.change(field, { target: { value: email } });
      fireEvent.keyDown(field, { key: 'Enter' });
      expect(await screen.findByText(email)).toBeTruthy();
    }
    // The access level is required.
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(MSG.selectAccessLevel)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Message/SendInviteUser')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Hiring Manager' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));

    const results = await screen.findByRole('status', { name: 'Invitation results' });
    expect(within(results).getByText(MSG.mailSentTo('grace@example.com'))).toBeTruthy();
    expect(within(results).getByText(MSG.emailAlreadyExist)).toBeTruthy();
    const [[url, init]] = callsTo(fetchMock, '/api/Message/SendInviteUser');
    expect(url.searchParams.get('enterpriseID')).toBe('7');
    expect(url.searchParams.get('userAccessLevelId')).toBe(String(ACCESS_LEVEL.HiringManager));
    expect(url.searchParams.get('FromName')).toBe('Ada Lovelace');
    expect(JSON.parse(String(init.body))).toEqual(['grace@example.com', 'alan@example.com']);
    expect(callsTo(fetchMock, '/api/User')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await finishOnStarter();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/User')).toHaveLength(1);
  });

  it('a plan without invites left opens the package-limit dialog and keeps the step', async () => {
    const onboarding = signInOnboarding();
    const fetchMock = mockApi(
      routes(onboarding, [
        { method: 'POST', path: '/api/Account/isEmailExists', reply: ok(false) },
        { method: 'POST', path: '/api/Message/SendInviteUser', reply: fail(402, MSG.packageLimitText) },
      ]),
    );
    renderApp('/onboarding');
    await passCompanyStep();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await screen.findByRole('heading', { level: 2, name: 'Invite your team' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Email addresses' }), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Administrator' }));
    // Continue sends what is in the field first; refused, onboarding goes on.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: MSG.packageLimitTitle })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/User')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Invite your team' })).toBeTruthy();
  });

  it('the package-limit dialog’s Upgrade opens /packages without being sent back, and a link returns to the setup', async () => {
    const onboarding = signInOnboarding();
    mockApi(
      routes(onboarding, [
        { method: 'POST', path: '/api/Account/isEmailExists', reply: ok(false) },
        { method: 'POST', path: '/api/Message/SendInviteUser', reply: fail(402, MSG.packageLimitText) },
      ]),
    );
    renderApp('/onboarding');
    await passCompanyStep();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email addresses' }), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Administrator' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    const dialog = await screen.findByRole('dialog', { name: MSG.packageLimitTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Select Package' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Subscribe to Growth' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/packages');
    fireEvent.click(screen.getByRole('link', { name: 'Continue setting up' }));
    // The setup resumes where it was.
    expect(await screen.findByRole('heading', { level: 2, name: 'Invite your team' })).toBeTruthy();
  });

  it('choosing a paid package finishes onboarding and opens /packages with it', async () => {
    const onboarding = signInOnboarding();
    const fetchMock = mockApi(routes(onboarding));
    renderApp('/onboarding');
    await passCompanyStep();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    const list = await screen.findByRole('list', { name: 'Packages' });
    expect(within(list).getByText('Growth · A$149 per month')).toBeTruthy();
    expect(within(list).getByText('20 jobs · 500 candidate invites · 10 team users')).toBeTruthy();
    expect(within(list).getByText('Flex · A$25 per launched job')).toBeTruthy();
    // The free package has no button of its own: it is the step's Continue.
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Choose Growth', 'Choose Pro', 'Choose Flex']);
    fireEvent.click(within(list).getByRole('button', { name: 'Choose Pro' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Select Package' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/packages');
    expect(await screen.findByRole('button', { name: 'Subscribe to Pro' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue setting up' })).toBeNull();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/User')[0][1].body))).toEqual({ pk_User_ID: 11, IsOnBoardingProcess: false });
  });

  it('a reload resumes at the step reached', async () => {
    const onboarding = signInOnboarding();
    mockApi(routes(onboarding));
    const first = renderApp('/onboarding');
    await passCompanyStep();
    first.unmount();

    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { level: 2, name: 'Add your logo' })).toBeTruthy();
  });
});
