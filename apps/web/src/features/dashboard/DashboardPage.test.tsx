import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, type DashboardCampaign, type DashboardSummary, type TopCandidate } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockRoute } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, signIn } from '../../test/session';
import { buildLine } from '../../test/candidates';
import { buildFunnel } from '../funnel/test/fixtures';
import { markFirstVisit } from '../onboarding/firstVisit';
import { longMonth, monthsBetween, presetRange, selectableMonths } from './monthRange';
import { SIDEBARS_STORAGE_KEY } from './useSidebars';

/** A completed interview: Grace Hopper, 4.5 from 2 ratings. */
const buildTop = (overrides: Partial<TopCandidate> = {}): TopCandidate => ({
  ...buildLine({ pk_CampaignLine_ID: 901, AnsweredCount: 3, AverageRating: 4.5 }),
  AnswerAverageRating: 4,
  ...overrides,
});

function buildJob(overrides: Partial<DashboardCampaign>): DashboardCampaign {
  return {
    pk_Campaign_ID: 42,
    Campaign_Name: 'Barista',
    Campaign_Job_Title: 'Barista',
    Campaign_Status: 100,
    Campaign_StartDate: '2025/03/05',
    Campaign_EndDate: '2099/04/05',
    CandidateCount: 0,
    CompletedCount: 0,
    ...overrides,
  };
}

const JOBS: DashboardCampaign[] = [
  buildJob({ pk_Campaign_ID: 42, Campaign_Name: 'Barista', CandidateCount: 30, CompletedCount: 12, Campaign_EndDate: '2099/04/05' }),
  buildJob({ pk_Campaign_ID: 43, Campaign_Name: 'Chef', CandidateCount: 10, CompletedCount: 1, Campaign_EndDate: '2099/05/01' }),
];

// The latest interview is a list row: without the top candidates' answer average.
const { AnswerAverageRating: _answerAverage, ...latest } = buildTop();
const SUMMARY: DashboardSummary = { interviewCount: 1234, campaignCount: 2, inviteCount: 40, latestInterview: latest };

const PER_MONTH = /^\/api\/(Campaign\/GetCampaignsPerMonth|CampaignLine\/GetInvitesPerMonth|Interview\/GetInterviewsPerMonth)\//;

/** Each series answers one non-zero month: the latest of the range (jobs 2, invites 7, interviews 5). */
function perMonthReply(url: URL) {
  const [, , kind, , start, end] = url.pathname.split('/');
  const last = end.slice(0, 7);
  const count = kind === 'Campaign' ? 2 : kind === 'CampaignLine' ? 7 : 5;
  expect(start).toMatch(/^\d{4}-\d{2}-01$/);
  return ok([{ month: last, count }]);
}

function dashboardRoutes(overrides: { summary?: DashboardSummary; jobs?: DashboardCampaign[] } = {}): MockRoute[] {
  return [
    ...baseRoutes(),
    { method: 'GET', path: '/api/Dashboard/Summary', reply: ok(overrides.summary ?? SUMMARY) },
    { method: 'GET', path: '/api/Campaign/GetTopSixActiveCampaigns', reply: ok(overrides.jobs ?? JOBS) },
    { method: 'GET', path: '/api/Dashboard/GetAllActiveCampaign', reply: ok(overrides.jobs ?? JOBS) },
    {
      method: 'GET',
      path: '/api/Dashboard/GetTopFiveCandidateByCampaignId',
      reply: (url) =>
        ok(
          url.searchParams.get('CampaignId') === '43'
            ? [buildTop({ pk_CampaignLine_ID: 950, CampaignLine_CandidateFirstName: 'Alan', CampaignLine_CandidateLastName: 'Turing', AverageRating: 3, RatingCount: 1 })]
            : [buildTop(), buildTop({ pk_CampaignLine_ID: 902, CampaignLine_CandidateFirstName: 'Ada', CampaignLine_CandidateLastName: 'King', AverageRating: null, RatingCount: 0 })],
        ),
    },
    { method: 'GET', path: PER_MONTH, reply: perMonthReply },
    { method: 'GET', path: '/api/Dashboard/Funnel', reply: ok(buildFunnel()) },
    { method: 'GET', path: '/api/Campaign/GetRemainingJobsToLaunch', reply: ok(null) },
  ];
}

const perMonthCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname).filter((p) => PER_MONTH.test(p));

/** Waits for the page itself: the app shell before it shows the same heading (layout/appShell.ts). */
const open = async () => {
  await screen.findByRole('button', { name: 'Left sidebar' });
  return screen.getByRole('heading', { level: 1, name: 'Dashboard' });
};

describe('DashboardPage', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows the counts, latest interview, top jobs and top candidates, each leading to its page', async () => {
    signIn();
    const fetchMock = mockApi(dashboardRoutes());
    renderApp('/dashboard');
    await open();

    const counts = await screen.findByRole('list', { name: 'Counts' });
    const interviews = await within(counts).findByRole('link', { name: /Interviews completed/ });
    expect(interviews.textContent).toContain(new Intl.NumberFormat().format(1234));
    expect(interviews.getAttribute('href')).toBe('/candidates?status=2');
    expect(within(counts).getByRole('link', { name: /Jobs\s*2/ }).getAttribute('href')).toBe('/campaign');
    expect(within(counts).getByRole('link', { name: /Invites sent\s*40/ }).getAttribute('href')).toBe('/candidates');

    const latest = screen.getByRole('region', { name: 'Latest interview' });
    const latestLink = within(latest).getByRole('link', { name: /Grace Hopper/ });
    expect(latestLink.getAttribute('href')).toBe('/candidates/info?id=901');
    expect(latestLink.textContent).toContain('4.5 (2 ratings)');

    const topJobs = await screen.findByRole('list', { name: 'Top active jobs' });
    const barista = within(topJobs).getByRole('link', { name: /Barista/ });
    expect(barista.getAttribute('href')).toBe('/campaign/edit?id=42');
    expect(barista.textContent).toContain('30 candidates · 12 completed');

    const top = screen.getByRole('region', { name: 'Top candidates' });
    const ranked = await within(top).findByRole('list', { name: 'Top candidates' });
    const links = within(ranked).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Grace Hopper', '/candidates/info?id=901'],
      ['Ada King', '/candidates/info?id=902'],
    ]);
    expect(within(ranked).getByText('Not rated yet')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Dashboard/GetTopFiveCandidateByCampaignId')[0][0].searchParams.get('CampaignId')).toBe('42');

    // Another job: its own top five.
    fireEvent.mouseDown(within(top).getByRole('combobox', { name: 'Job' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Chef' }));
    expect(await within(top).findByRole('link', { name: 'Alan Turing' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Dashboard/GetTopFiveCandidateByCampaignId').at(-1)![0].searchParams.get('CampaignId')).toBe('43');

    // The legacy enterprise parameters carry the session's enterprise.
    expect(callsTo(fetchMock, '/api/Campaign/GetTopSixActiveCampaigns')[0][0].searchParams.get('enterprise_ID')).toBe('7');
  });

  it('top candidates start on the newest job with a completed interview, not an empty new one', async () => {
    signIn();
    const fresh = buildJob({ pk_Campaign_ID: 44, Campaign_Name: 'Graduate Analyst', CandidateCount: 0, CompletedCount: 0 });
    const fetchMock = mockApi(dashboardRoutes({ jobs: [fresh, ...JOBS] }));
    renderApp('/dashboard');
    await open();
    const top = screen.getByRole('region', { name: 'Top candidates' });
    expect(await within(top).findByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Dashboard/GetTopFiveCandidateByCampaignId')[0][0].searchParams.get('CampaignId')).toBe('42');
  });

  it('draws the three monthly series over 12 months, zero-filled, with a table view', async () => {
    signIn();
    const fetchMock = mockApi(dashboardRoutes());
    renderApp('/dashboard');
    await open();

    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(activity).findByRole('img', { name: 'Jobs created per month' })).toBeTruthy();
    expect(within(activity).getByRole('img', { name: 'Invites sent per month' })).toBeTruthy();
    const interviewsChart = within(activity).getByRole('img', { name: 'Interviews completed per month' });
    expect(interviewsChart.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(interviewsChart.getAttribute('aria-describedby')!)!.textContent).toMatch(/^5 in total from .* the most was 5 in /);

    const { from, to } = presetRange(12);
    const [, , , lastDay] = /^(\d+)-(\d+)-(\d+)$/.exec(new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5)), 0)).toISOString().slice(0, 10))!;
    expect(perMonthCalls(fetchMock).sort()).toEqual(
      [
        `/api/Campaign/GetCampaignsPerMonth/${from}-01/${to}-${lastDay}/7`,
        `/api/CampaignLine/GetInvitesPerMonth/${from}-01/${to}-${lastDay}/7`,
        `/api/Interview/GetInterviewsPerMonth/${from}-01/${to}-${lastDay}/7`,
      ].sort(),
    );
    // Export CSV downloads the same range's series (issue 17).
    const exportLink = within(activity).getByRole('link', { name: 'Export CSV' });
    expect(exportLink.getAttribute('href')).toBe(`/api/Dashboard/Export?startDate=${from}-01&endDate=${to}-${lastDay}`);
    expect(exportLink.hasAttribute('download')).toBe(true);

    fireEvent.click(within(activity).getByRole('switch', { name: 'View as table' }));
    const table = within(activity).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    // Months the server left out are 0; the latest month has the counts.
    rows.slice(0, 11).forEach((row) => expect(cells(row)).toEqual(['0', '0', '0']));
    expect(cells(rows[11])).toEqual(['2', '7', '5']);
    expect(within(activity).queryByRole('img')).toBeNull();
  });

  it('refetches the series when the range changes, and ignores a reversed custom range', async () => {
    signIn();
    const fetchMock = mockApi(dashboardRoutes());
    renderApp('/dashboard');
    await open();
    const activity = await screen.findByRole('region', { name: 'Activity' });
    await waitFor(() => expect(perMonthCalls(fetchMock)).toHaveLength(3));

    fireEvent.click(within(activity).getByRole('button', { name: '6 months' }));
    const six = presetRange(6);
    await waitFor(() => expect(perMonthCalls(fetchMock)).toHaveLength(6));
    expect(perMonthCalls(fetchMock).slice(3).every((p) => p.includes(`/${six.from}-01/`))).toBe(true);

    fireEvent.click(within(activity).getByRole('button', { name: '24 months' }));
    await waitFor(() => expect(perMonthCalls(fetchMock)).toHaveLength(9));
    expect(perMonthCalls(fetchMock).slice(6).every((p) => p.includes(`/${presetRange(24).from}-01/`))).toBe(true);

    // Custom starts from the range shown; the last month before the first is refused without a call.
    fireEvent.click(within(activity).getByRole('button', { name: 'Custom' }));
    const from = within(activity).getByRole('combobox', { name: 'From month' }) as HTMLSelectElement;
    expect(from.value).toBe(presetRange(24).from);
    const months = selectableMonths();
    const [first, last] = [months[40], months[35]];
    fireEvent.change(within(activity).getByRole('combobox', { name: 'To month' }), { target: { value: last } });
    expect(await within(activity).findByText('The first month must not be after the last month.')).toBeTruthy();
    expect(perMonthCalls(fetchMock)).toHaveLength(9);
    fireEvent.change(from, { target: { value: first } });
    await waitFor(() => expect(perMonthCalls(fetchMock)).toHaveLength(12));
    expect(within(activity).queryByText('The first month must not be after the last month.')).toBeNull();
    expect(perMonthCalls(fetchMock).slice(9).every((p) => p.includes(`/${first}-01/${last}-`))).toBe(true);
    fireEvent.click(within(activity).getByRole('switch', { name: 'View as table' }));
    expect(within(within(activity).getByRole('table')).getAllByRole('row')).toHaveLength(monthsBetween(first, last).length + 1);

    // Reversed: a warning, and the last valid range stays.
    fireEvent.change(within(activity).getByRole('combobox', { name: 'From month' }), { target: { value: months[0] } });
    expect(await within(activity).findByText('The first month must not be after the last month.')).toBeTruthy();
    expect(perMonthCalls(fetchMock)).toHaveLength(12);
    expect(within(within(activity).getByRole('table')).getAllByRole('row')).toHaveLength(monthsBetween(first, last).length + 1);
  });

  it('shows the completion funnel over the activity range, and counts the range chosen there', async () => {
    signIn();
    const fetchMock = mockApi(dashboardRoutes());
    renderApp('/dashboard');
    await open();
    const funnel = await screen.findByRole('region', { name: 'Completion funnel' });
    expect(await within(funnel).findByRole('img', { name: /^Completion funnel: Invited 200; delivered 190/ })).toBeTruthy();
    const funnelRange = () => {
      const [url] = callsTo(fetchMock, '/api/Dashboard/Funnel').at(-1)!;
      return [url.searchParams.get('startDate'), url.searchParams.get('endDate')];
    };
    const twelve = presetRange(12);
    expect(funnelRange()[0]).toBe(`${twelve.from}-01`);
    expect(funnelRange()[1]!.slice(0, 7)).toBe(twelve.to);

    const activity = screen.getByRole('region', { name: 'Activity' });
    fireEvent.click(within(activity).getByRole('button', { name: '6 months' }));
    await waitFor(() => expect(funnelRange()[0]).toBe(`${presetRange(6).from}-01`));
    expect(callsTo(fetchMock, '/api/Dashboard/Funnel')).toHaveLength(2);
  });

  it('opens with the left sidebar closed and the right one open; the toggles flip and remember them', async () => {
    signIn();
    const fetchMock = mockApi(dashboardRoutes());
    const first = renderApp('/dashboard');
    await open();

    const left = screen.getByRole('button', { name: 'Left sidebar' });
    const right = screen.getByRole('button', { name: 'Right sidebar' });
    expect(left.getAttribute('aria-expanded')).toBe('false');
    expect(right.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('complementary', { name: 'Shortcuts and active jobs' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Latest interview and top candidates' })).toBeTruthy();
    expect(document.getElementById(right.getAttribute('aria-controls')!)).toBe(
      screen.getByRole('complementary', { name: 'Latest interview and top candidates' }),
    );

    fireEvent.click(left);
    expect(left.getAttribute('aria-expanded')).toBe('true');
    const leftBar = screen.getByRole('complementary', { name: 'Shortcuts and active jobs' });
    const active = await within(leftBar).findByRole('list', { name: 'Active jobs' });
    expect(within(active).getByRole('link', { name: 'Chef' }).getAttribute('href')).toBe('/campaign/edit?id=43');
    expect(within(leftBar).getByRole('link', { name: 'Candidates to review' }).getAttribute('href')).toBe('/candidates?status=2');

    fireEvent.click(right);
    expect(right.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('complementary', { name: 'Latest interview and top candidates' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(SIDEBARS_STORAGE_KEY)!)).toEqual({ left: true, right: false });

    first.unmount();
    mockApi(dashboardRoutes());
    renderApp('/dashboard');
    await open();
    expect(screen.getByRole('button', { name: 'Left sidebar' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Right sidebar' }).getAttribute('aria-expanded')).toBe('false');
    expect(fetchMock).toBeDefined();
  });

  it('greets a new account with "Create your first job" instead of empty charts', async () => {
    signIn();
    const fetchMock = mockApi(
      dashboardRoutes({ summary: { interviewCount: 0, campaignCount: 0, inviteCount: 0, latestInterview: null }, jobs: [] }),
    );
    renderApp('/dashboard');
    await open();
    expect(await screen.findByRole('heading', { name: 'Create your first job' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Activity' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Completion funnel' })).toBeNull();
    const latest = screen.getByRole('region', { name: 'Latest interview' });
    expect(within(latest).getByText('No completed interviews yet.')).toBeTruthy();
    const top = screen.getByRole('region', { name: 'Top candidates' });
    expect(await within(top).findByText('Top candidates appear here once a job is active.')).toBeTruthy();
    expect(perMonthCalls(fetchMock)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Create your first job' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/campaign/create'));
    expect(callsTo(fetchMock, '/api/Campaign/GetRemainingJobsToLaunch')).toHaveLength(1);
  });

  it('says what to do instead of drawing a series with no counts', async () => {
    signIn();
    const routes = dashboardRoutes({ summary: { interviewCount: 0, campaignCount: 2, inviteCount: 0, latestInterview: null } });
    // Jobs in the latest month; no invites or interviews at all.
    routes.unshift({ method: 'GET', path: /^\/api\/(CampaignLine|Interview)\//, reply: ok([]) });
    mockApi(routes);
    renderApp('/dashboard');
    await open();
    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(activity).findByRole('img', { name: 'Jobs created per month' })).toBeTruthy();
    expect(within(activity).queryByRole('img', { name: 'Invites sent per month' })).toBeNull();
    expect(within(activity).queryByRole('img', { name: 'Interviews completed per month' })).toBeNull();
    const invites = within(activity).getByRole('figure', { name: 'Invites sent per month' });
    expect(within(invites).getByText('No invites yet')).toBeTruthy();
    expect(within(invites).getByRole('link', { name: 'Go to jobs' }).getAttribute('href')).toBe('/campaign');
    const interviews = within(activity).getByRole('figure', { name: 'Interviews completed per month' });
    expect(within(interviews).getByText('No interviews yet')).toBeTruthy();
    expect(within(interviews).getByText(/once invited candidates have recorded their answers/)).toBeTruthy();
  });

  it('tells "none in this range" from "none yet" by the all-time counts', async () => {
    signIn();
    const routes = dashboardRoutes();
    routes.unshift({ method: 'GET', path: /^\/api\/Interview\//, reply: ok([]) });
    mockApi(routes);
    renderApp('/dashboard');
    await open();
    const activity = await screen.findByRole('region', { name: 'Activity' });
    const interviews = await within(activity).findByRole('figure', { name: 'Interviews completed per month' });
    expect(within(interviews).getByText('No interviews in this range')).toBeTruthy();
    const { from, to } = presetRange(12);
    expect(within(interviews).getByText(`None from ${longMonth(from)} to ${longMonth(to)}. Try a longer or another range.`)).toBeTruthy();
  });

  it('welcomes a returning user back, and a user who has just finished onboarding without "back"', async () => {
    signIn();
    mockApi(dashboardRoutes());
    const first = renderApp('/dashboard');
    await open();
    expect(screen.getByText('Welcome back, Ada.')).toBeTruthy();
    first.unmount();

    markFirstVisit(11);
    mockApi(dashboardRoutes());
    renderApp('/dashboard');
    await open();
    expect(screen.getByText('Welcome, Ada.')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('a hiring manager without jobs is not offered to create one', async () => {
    signIn();
    const routes = dashboardRoutes({ summary: { interviewCount: 0, campaignCount: 0, inviteCount: 0, latestInterview: null }, jobs: [] });
    routes.unshift({ method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: ACCESS_LEVEL.HiringManager })) });
    mockApi(routes);
    renderApp('/dashboard');
    await open();
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  });

  it('shows the error with a retry when the summary fails', async () => {
    signIn();
    let summaryCalls = 0;
    const routes = dashboardRoutes();
    routes.unshift({
      method: 'GET',
      path: '/api/Dashboard/Summary',
      reply: () => (++summaryCalls === 1 ? fail(500, 'Something went wrong') : ok(SUMMARY)),
    });
    mockApi(routes);
    renderApp('/dashboard');
    await open();
    const main = screen.getByRole('main');
    expect(await within(main).findAllByText('Something went wrong')).not.toHaveLength(0);
    fireEvent.click(within(main).getAllByRole('button', { name: 'Retry' })[0]);
    expect(await screen.findByRole('link', { name: /Invites sent\s*40/ })).toBeTruthy();
  });
});
