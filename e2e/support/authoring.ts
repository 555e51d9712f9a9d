import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAndLand, newAccount, type Account } from './app';

/**
 * Helpers for the job-authoring specs (jobs, questions, templates, comments). API calls go
 * through `page.request`, which shares the browser context's cookies: after a login in the
 * page they run as that user.
 */

export interface Wrapper<T> {
  successful: boolean;
  status: number;
  data: T;
  message?: string;
  details?: Record<string, string[]>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API and asserts a 2xx answer; returns the wrapper. */
export async function api<T = unknown>(
  request: APIRequestContext,
  method: Method,
  path: string,
  data?: unknown,
): Promise<Wrapper<T>> {
  const url = path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  const res = await request.fetch(url, { method, ...(data === undefined ? {} : { data }) });
  const text = await res.text();
  expect(res.ok(), `${method} ${url} answered ${res.status()}: ${text}`).toBe(true);
  return (text ? JSON.parse(text) : { successful: true, status: res.status(), data: null }) as Wrapper<T>;
}

/** A unique suffix for names (Date.now() plus a little randomness for parallel workers). */
export const unique = (): string => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * Registers a new enterprise owner, marks onboarding done (PUT /api/User) and signs in through
 * the login page, so the test lands on /dashboard as a brand-new, empty account.
 */
export async function signInFreshAccount(page: Page, tag: string): Promise<Account & { userId: number }> {
  const account = newAccount(tag);
  const res = await page.request.post('/api/Account/Register', {
    data: {
      User_FirstName: account.firstName,
      User_LastName: account.lastName,
      Enterprise_Name: account.company,
      User_Email: account.email,
      Password: account.password,
      ConfirmPassword: account.password,
    },
  });
  const body = await res.text();
  expect(res.ok(), `POST /api/Account/Register answered ${res.status()}: ${body}`).toBe(true);
  const userId = (JSON.parse(body) as Wrapper<{ pk_User_ID: number }>).data.pk_User_ID;
  await api(page.request, 'PUT', '/User', { pk_User_ID: userId, IsOnBoardingProcess: false });
  await loginAndLand(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { ...account, userId };
}

/** The enterprise id of the signed-in user with this email. */
export async function enterpriseIdOf(page: Page, email: string): Promise<number> {
  const me = await api<{ fk_Enterprise_ID: number }>(page.request, 'GET', `/User/GetUserByEmail/${encodeURIComponent(email)}/`);
  return me.data.fk_Enterprise_ID;
}

export async function signInDemo(page: Page, email: string): Promise<void> {
  await loginAndLand(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** POST /api/Template then one POST /api/QuestionTemplate per question. */
export async function createQuestionTemplate(
  request: APIRequestContext,
  name: string,
  questions: string[],
): Promise<number> {
  const template = await api<{ pk_Template_ID: number }>(request, 'POST', '/Template', { Template_Name: name });
  const id = template.data.pk_Template_ID;
  for (const text of questions) {
    await api(request, 'POST', '/QuestionTemplate', { fk_Template_ID: id, QuestionTemplate_Text: text });
  }
  return id;
}

export async function createJobDescriptionTemplate(request: APIRequestContext, name: string, html: string): Promise<number> {
  const res = await api<{ pk_JobDescription_ID: number }>(request, 'POST', '/JobDescription', {
    Job_Name: name,
    Job_Description: html,
  });
  return res.data.pk_JobDescription_ID;
}

export interface SavedJob {
  campaign: { pk_Campaign_ID: number; fk_Enterprise_ID: number; Campaign_Name: string; Campaign_StartDate: string; Campaign_EndDate: string; publicLinkToken: string };
  questions: { pk_Question_ID: number; Question_Text: string }[];
  created: boolean;
}

/** POST /api/Campaign/SaveJob with a job (name, dates YYYY/MM/DD, extra fields) and questions. */
export async function saveJobViaApi(
  request: APIRequestContext,
  campaign: Record<string, unknown> & { Campaign_Name: string },
  questions: string[] = ['Tell us about yourself.'],
): Promise<SavedJob> {
  const start = new Date();
  const end = new Date(start.getTime() + 30 * 86_400_000);
  const res = await api<SavedJob>(request, 'POST', '/Campaign/SaveJob', {
    campaign: {
      Campaign_StartDate: wireDate(start),
      Campaign_EndDate: wireDate(end),
      ...campaign,
    },
    questions: questions.map((Question_Text) => ({ Question_Text })),
  });
  return res.data;
}

/** The job's public link (with its secret) as a path: where a candidate without an invitation lands. */
export function publicJobPath(job: SavedJob): string {
  return `/invite/${job.campaign.pk_Campaign_ID}/${job.campaign.fk_Enterprise_ID}?link=${job.campaign.publicLinkToken}`;
}

/** SPEC §9: campaign dates are sent as YYYY/MM/DD. */
export function wireDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

/** Adds days to today (local time). */
export function daysFromToday(days: number): Date {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + days);
  return d;
}
