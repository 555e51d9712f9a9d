import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG } from '@candid/shared';
import { startIdibuStandIn, startSeekStandIn, type SeekStandIn, type StandIn } from '../../apps/server/test/jobboard-standins';
import { saveJobViaApi, signInFreshAccount } from '../support/authoring';
import { SEEK_PARTNER, idibuPort, seekPort } from '../support/env';
import { expectAccessible } from '../support/page-checks';

/*
 * Issue 17 end to end: the owner sets up SEEK (its hirer id only, checked with SEEK; Candid's
 * partner credentials are the server's) and idibu on /company (the job screen's card says what to
 * configure until then), publishes a job to both boards' stand-ins (local servers on the ports the
 * shared app server was pointed at) and sees each live with the board's id; closing on SEEK shows
 * closed. No secret ever comes to the browser.
 */

// The stand-in's hirer, by its legacy numeric advertiser id; the form is given its hirer id.
const ADVERTISER_ID = '40404';
const IDIBU = { clientId: 'idibu-e2e-client', secret: 'idibu-e2e-secret-value' };
const DEVELOPERS = 1806; // Information & Communication Technology / Developers/Programmers
const PARRAMATTA = 7281840;

let seek: SeekStandIn;
let idibu: StandIn;
test.beforeAll(async () => {
  seek = await startSeekStandIn({ advertiserId: ADVERTISER_ID, ...SEEK_PARTNER, port: seekPort() });
  idibu = await startIdibuStandIn({ ...IDIBU, port: idibuPort() });
});
test.afterAll(async () => {
  await seek?.close();
  await idibu?.close();
});

const board = (card: Locator, name: string) => card.getByRole('listitem', { name });

async function fillBoard(page: Page, name: string, values: [string, string][]) {
  const form = page.getByRole('form', { name });
  for (const [label, value] of values) await form.getByLabel(label, { exact: false }).first().fill(value);
  await form.getByRole('button', { name: `Save ${name}` }).click();
  await expect(form.getByText('Configured')).toBeVisible();
}

test('the owner sets up SEEK and idibu, publishes a job to both, sees it live, and closes it on SEEK', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFreshAccount(page, 'boards');
  const job = await saveJobViaApi(page.request, {
    Campaign_Name: 'Backend Developer',
    Campaign_Job_Title: 'Backend Developer',
    Campaign_Job_Category_ID: 18,
    Campaign_Job_Category_Sub_ID: DEVELOPERS,
    Campaign_Job_Location_Country_ID: 5,
    Campaign_Job_Location_City_ID: PARRAMATTA,
    Campaign_Job_Location_Text: 'Parramatta, NSW',
    // SEEK requires a work type and a pay range.
    Campaign_Job_Work_Type_ID: 1,
    Campaign_Job_Pay_Type_ID: 2,
    Campaign_Job_Pay_Range_From: 110000,
    Campaign_Job_Pay_Range_To: 130000,
  });
  const jobPath = `/campaign/edit?id=${job.campaign.pk_Campaign_ID}`;

  // No board set up yet: the card says so and links to the settings.
  await page.goto(jobPath);
  const card = page.getByRole('region', { name: 'Job boards' });
  await expect(card.getByText(MSG.jobBoardNoneSetUp)).toBeVisible();
  await card.getByRole('link', { name: 'Set up job boards' }).click();
  await expect(page).toHaveURL(/\/company\/job-boards$/);
  await expectAccessible(page);

  // A hirer Candid has no relationship with is refused, in words, under the field.
  const seekForm = page.getByRole('form', { name: 'SEEK' });
  await seekForm.getByLabel('SEEK hirer id').fill('seekAnz:organization:seek:stranger');
  await seekForm.getByRole('button', { name: 'Save SEEK' }).click();
  await expect(seekForm.getByText(MSG.seekHirerUnknown('seekAnz:organization:seek:stranger'))).toBeVisible();
  await expect(seekForm.getByText('Not set up')).toBeVisible();
  await fillBoard(page, 'SEEK', [['SEEK hirer id', seek.hirerId]]);
  await fillBoard(page, 'idibu', [
    ['idibu client id', IDIBU.clientId],
    ['idibu secret', IDIBU.secret],
  ]);
  await page.reload();
  await expect(page.getByRole('form', { name: 'SEEK' }).getByText('Configured')).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain(SEEK_PARTNER.clientSecret);
  expect(html).not.toContain(IDIBU.secret);

  // Publish to both: each goes live with the board's id.
  await page.goto(jobPath);
  await expect(card.getByLabel('Board location')).toHaveValue(/Parramatta/);
  await board(card, 'SEEK').getByRole('button', { name: 'Publish to SEEK' }).click();
  await board(card, 'idibu').getByRole('button', { name: 'Publish to idibu' }).click();
  await expect(board(card, 'SEEK').getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(board(card, 'idibu').getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
  const [seekId] = [...seek.postings.keys()];
  const [idibuId] = [...idibu.postings.keys()];
  await expect(board(card, 'SEEK')).toContainText(`Board id ${seekId}`);
  await expect(board(card, 'idibu')).toContainText(`Board id ${idibuId}`);
  await expect(board(card, 'SEEK').getByRole('link', { name: 'View on SEEK' })).toHaveAttribute('href', `${seek.url}/job/${seekId.split(':').at(-1)}`);
  // SEEK's own ids, looked up at publish: the location nearest Parramatta, the category of our name.
  expect(seek.postings.get(seekId)!.payload).toMatchObject({
    positionTitle: 'Backend Developer',
    positionOrganizations: [seek.hirerId],
    positionLocation: ['seekAnz:location:seek:2dkY4vZJF'],
    jobCategories: ['seekAnz:jobCategory:seek:2PiXemmou'],
    seekAnzWorkTypeCode: 'FullTime',
  });
  await expectAccessible(page);

  // Close on SEEK: closed there, still live on idibu.
  await board(card, 'SEEK').getByRole('button', { name: 'Close on SEEK' }).click();
  await expect(board(card, 'SEEK').getByText('Closed', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(seek.postings.get(seekId)!.open).toBe(false);
  await expect(board(card, 'idibu').getByText('Live', { exact: true })).toBeVisible();
  await page.reload();
  await expect(board(card, 'SEEK').getByText('Closed', { exact: true })).toBeVisible();
});
