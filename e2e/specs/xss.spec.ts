import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/env';
import {
  api,
  createJobDescriptionTemplate,
  createQuestionTemplate,
  saveJobViaApi,
  signInFreshAccount,
  unique,
} from '../support/authoring';
import { XSS_VECTORS, expectNoXss, watchForXss } from '../support/xss';

/**
 * Stored XSS: every OWASP filter-evasion vector is saved through the API wherever the
 * job-authoring screens show user content (job description HTML, questions, comments,
 * question templates, job-description templates), then the pages are opened in Chromium.
 */
test.describe.configure({ timeout: 240_000 });

/**
 * The server's CSP (script-src 'self') would block inline handlers anyway; bypassing it tests
 * the rendering itself, so a vector that reached the live DOM really runs and sets the marker.
 * (With the CSP on, Chromium also reports violations for handlers parsed in inert DOMParser
 * documents, e.g. tiptap's content parsing, which never run.)
 */
test.use({ bypassCSP: true });

/** Positive control: the harness sees a handler that does reach the live DOM. */
async function expectHarnessDetectsExecution(page: Page) {
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img id="xss-control" src="x" onerror="window.__xssControl=1">'));
  await expect.poll(() => page.evaluate(() => (window as unknown as { __xssControl?: number }).__xssControl)).toBe(1);
  await page.evaluate(() => document.getElementById('xss-control')?.remove());
}

const label = (i: number) => `vector-${String(i + 1).padStart(2, '0')}`;
/** Each vector after a paragraph naming it, so every vector's surroundings can be found on the page. */
const concatenated = XSS_VECTORS.map((v, i) => `<p>${label(i)}</p>${v}`).join('\n');

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const header = (scope: Page | ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^${escapeRe(name)}`) });

test('job screen: description, questions, comments and side-panel templates do not execute stored vectors', async ({ page }) => {
  const watch = await watchForXss(page, baseURL());
  await signInFreshAccount(page, 'xssjob');

  const tag = unique();
  const templateName = `XSS questions ${tag} <img src=x onerror=window.__xss=1>`;
  await createQuestionTemplate(page.request, templateName, [...XSS_VECTORS]);
  const jdName = `XSS description ${tag} <svg/onload=window.__xss=1>`;
  await createJobDescriptionTemplate(page.request, jdName, concatenated);

  const jobName = `XSS job ${tag} <img src=x onerror=window.__xss=1>`;
  const job = await saveJobViaApi(
    page.request,
    {
      Campaign_Name: jobName,
      Campaign_RefernceCode: '<svg/onload=window.__xss=1>',
      Campaign_Job_Location_Text: '<img src=x onerror=window.__xss=1>',
      Campaign_Job_DescriptionHtml: concatenated,
      Campaign_Job_Description: XSS_VECTORS.join('\n'),
    },
    [...XSS_VECTORS],
  );
  const id = job.campaign.pk_Campaign_ID;
  expect(job.questions).toHaveLength(XSS_VECTORS.length);
  for (const vector of XSS_VECTORS) {
    await api(page.request, 'POST', '/Comment', { fk_Campaign_ID: id, Comment_Content: vector, Type: 0 });
  }

  await page.goto(`/campaign/edit?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Interview questions' }).getByRole('listitem')).toHaveCount(XSS_VECTORS.length);
  await expect(page.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(XSS_VECTORS.length);
  const editor = page.getByRole('textbox', { name: 'Job description' });
  await expect(editor).toContainText(label(0));
  await expect(editor).toContainText(label(XSS_VECTORS.length - 1));
  await expect(page.getByLabel('Job Title')).toHaveValue(jobName);
  await expectNoXss(page, watch, 'job screen');
  await expectHarnessDetectsExecution(page);

  // The template panels: the question template's questions, then the job-description template.
  const questionsPanel = page.getByRole('complementary', { name: 'Question templates' });
  await header(questionsPanel, templateName).click();
  await expect(questionsPanel.getByRole('list', { name: `Questions of ${templateName}` }).getByRole('listitem')).toHaveCount(
    XSS_VECTORS.length,
  );
  await expectNoXss(page, watch, 'side panel, question template open');

  await questionsPanel.getByRole('tab', { name: 'Job description' }).click();
  await header(questionsPanel, jdName).click();
  await expect(questionsPanel.getByText(label(XSS_VECTORS.length - 1))).toBeVisible();
  await expectNoXss(page, watch, 'side panel, job-description template open');

  const descriptionPanel = page.getByRole('complementary', { name: 'Job description templates' });
  await header(descriptionPanel, jdName).click();
  await expect(descriptionPanel.getByText(label(0))).toBeVisible();
  await expectNoXss(page, watch, 'description side panel, template open');

  // The job list shows the name and reference code.
  await page.goto('/campaign');
  await expect(page.getByRole('link', { name: jobName })).toBeVisible();
  await expectNoXss(page, watch, 'job list');
});

test('templates page: question and job-description templates do not execute stored vectors', async ({ page }) => {
  const watch = await watchForXss(page, baseURL());
  await signInFreshAccount(page, 'xsstpl');

  const tag = unique();
  const templateName = `XSS questions ${tag} <img src=x onerror=window.__xss=1>`;
  await createQuestionTemplate(page.request, templateName, [...XSS_VECTORS]);
  const names: string[] = [];
  for (const [i, vector] of XSS_VECTORS.entries()) {
    const name = `${label(i)} ${tag} ${vector.slice(0, 60)}`;
    names.push(name);
    await createJobDescriptionTemplate(page.request, name, `<p>${label(i)}</p>${vector}`);
  }

  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await header(page, templateName).click();
  const questions = page.getByRole('list', { name: `Questions of ${templateName}` }).getByRole('listitem');
  await expect(questions).toHaveCount(XSS_VECTORS.length);
  for (const [i, vector] of XSS_VECTORS.entries()) await expect(questions.nth(i)).toContainText(vector.trim());
  await expectNoXss(page, watch, 'question template open');
  await expectHarnessDetectsExecution(page);

  await page.getByRole('tab', { name: 'Job description Templates' }).click();
  const list = page.getByRole('list', { name: 'Job description templates' });
  await expect(list.getByRole('listitem')).toHaveCount(XSS_VECTORS.length);
  await expectNoXss(page, watch, 'job-description tab, all closed', 100);
  for (const [i] of names.entries()) {
    // Matched by the unique prefix: accessible names collapse the vectors' runs of spaces.
    const prefix = `${label(i)} ${tag} `;
    const item = list.getByRole('listitem').filter({ has: header(page, prefix) });
    await header(item, prefix).click();
    await expect(item.getByRole('region')).toContainText(label(i));
    await expectNoXss(page, watch, `job-description template ${label(i)} open`, 100);
  }
  await expectNoXss(page, watch, 'job-description tab, after every item was opened');
});

test('the API stores job descriptions sanitized, not only the templates', async ({ page }) => {
  await signInFreshAccount(page, 'xssapi');
  const job = await saveJobViaApi(page.request, {
    Campaign_Name: `XSS api ${unique()}`,
    Campaign_Job_DescriptionHtml: concatenated,
  });
  const stored = await api<{ Campaign_Job_DescriptionHtml: string | null }>(
    page.request,
    'GET',
    `/Campaign/${job.campaign.pk_Campaign_ID}`,
  );
  const template = await createJobDescriptionTemplate(page.request, `XSS api template ${unique()}`, concatenated);
  const storedTemplate = await api<{ Job_Description: string }>(page.request, 'GET', `/JobDescription/${template}`);

  // Only markup counts: the vectors' words may remain as (escaped) text.
  const tags = (html: string | null) => (html ?? '').match(/<[^>]*>/g) ?? [];
  const dangerous = /^<\s*\/?\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|video|source|body|details|marquee|img|table|div|noscript)\b|\son[a-z]+\s*=|(javascript|vbscript):|data:text\/html|style\s*=/i;
  expect(tags(storedTemplate.data.Job_Description).filter((t) => dangerous.test(t)), 'job-description template as stored').toEqual([]);
  expect(
    tags(stored.data.Campaign_Job_DescriptionHtml).filter((t) => dangerous.test(t)),
    'Campaign_Job_DescriptionHtml as stored by POST /Campaign/SaveJob',
  ).toEqual([]);
});
