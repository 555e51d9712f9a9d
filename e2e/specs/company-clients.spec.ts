import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, expectToastShown, field, loginAndLand, recordToasts } from '../support/app';
import { api, publicJobPath, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { waitForMail } from '../support/mail';
import { expectAccessible, screenshot, shoot } from '../support/page-checks';

/*
 * Issue 12, the company profile and client employers (SPEC §2 Company profile, Client company
 * detail screens): the owner edits every field of the company and uploads a logo (a fake image
 * is refused), creates a client with a dropped logo and edits it, a job for that client shows
 * the client's name and logo to candidates, and a Hiring Manager can neither edit nor save.
 * Each page is checked with axe and photographed at 1280 and 390 px.
 */

/** packages/shared MSG, as the user reads them. */
const MSG = {
  imageWrongType: 'Please upload a JPG, PNG, WebP, GIF or AVIF image.',
  imageSaved: 'Image updated',
  companyUpdated: 'Company details updated',
  employerCreated: 'Employer created',
  initialHint: 'Enter Max Three Words',
  noAccessCompany: "You don't have access to edit the company. Ask the account owner or an admin.",
};

/** A real PNG logo drawn on a canvas in the page: a coloured square with letters. */
async function logoPng(page: Page, letters: string, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([text, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 160;
      const ctx = canvas.getContext('2d')!;
      // A logo unlike the initials avatar, so the screenshots show which one is on screen.
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, 160, 160);
      ctx.fillStyle = fill;
      ctx.beginPath();
      ctx.arc(80, 80, 72, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#FDD835';
      ctx.fillRect(30, 112, 100, 14);
      ctx.fillStyle = '#ffffff';
      ctx.font = 'bold 56px serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, 80, 84);
      return canvas.toDataURL('image/png');
    },
    [letters, colour] as const,
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** Drops a file onto a drop zone as a drag from the desktop would. */
async function dropFile(page: Page, zone: Locator, name: string, png: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, base64]) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], fileName, { type: 'image/png' }));
      return dt;
    },
    [name, png.toString('base64')] as const,
  );
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** An <img> that the browser actually loaded (not a broken link). */
async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('the owner edits every company field, uploads a logo (a fake image is refused) and sees it on /company, in the invitation email and on the candidate page', async ({ page, browser, baseURL }) => {
  const owner = await signInFreshAccount(page, 'company');
  await page.goto('/company');
  // After the page load: a load forgets the recorder.
  await recordToasts(page);
  await expect(page.getByRole('heading', { name: owner.company })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/company\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Enterprise Account' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(owner.company);

  const name = `Emu Crossing ${unique()}`;
  await field(page, 'Name').fill(name);
  await field(page, 'Name 2').fill('Emu Crossing Recruitment Pty Ltd');
  await field(page, 'Company number').fill('004085616');
  await field(page, 'Business number').fill('51824753556');
  await field(page, 'Tax registration number').fill('TRN-88');
  await field(page, 'DUNS').fill('150483782');
  await field(page, 'Email').fill('hello@emu.example');
  await field(page, 'Reference code').fill('EMU-01');
  await field(page, 'Notes for clients').fill('We reply within two days.');
  await expect(page.getByTestId('company-name-preview')).toHaveText(name);

  await tab(page, 'Initials').click();
  await field(page, 'Initial').fill('ec');
  await expect(field(page, 'Initial')).toHaveValue('EC');
  await expect(page.getByText(MSG.initialHint)).toBeVisible();
  await page.getByRole('radio', { name: 'Text colour #FFFFFF' }).check({ force: true });
  await page.getByRole('radio', { name: 'Background colour #00897B' }).check({ force: true });
  await expect(page.getByTestId('company-avatar-preview')).toHaveText('EC');

  // A .png that is really text: the server reads the bytes and refuses it.
  const fileInput = page.getByTestId('logo-file');
  await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image at all') });
  await expect(page.getByRole('alert').filter({ hasText: MSG.imageWrongType })).toBeVisible();
  await expect(page.getByTestId('logo-preview')).toHaveCount(0);

  await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng(page, 'ec', '#1E88E5') });
  await expectToastShown(page, MSG.imageSaved);
  await expectImageLoaded(page.getByTestId('logo-preview'));
  await expect(page.getByRole('switch', { name: 'Show the logo instead of the initials' })).toBeChecked();
  await expectImageLoaded(page.getByTestId('company-avatar-preview').getByRole('img'));
  await expectAccessible(page);
  await shoot(page, 'company-edit-initials');

  await tab(page, 'Address').click();
  await field(page, 'Street address').fill('1 George Street');
  await field(page, 'Street address 2').fill('Level 4');
  await field(page, 'Street address 3').fill('Suite 12');
  await field(page, 'Region').fill('NSW');
  const city = field(page, 'City');
  await city.fill('');
  await city.pressSequentially('Parramatta');
  const place = page.getByRole('option', { name: /Parramatta/ }).first();
  await expect(place).toBeVisible();
  await place.click();
  await expect(city).toHaveValue(/Parramatta/);
  await field(page, 'Postcode').fill('21a50');
  await expect(field(page, 'Postcode')).toHaveValue('2150');
  await expectAccessible(page);

  await tab(page, 'Contact').click();
  await expect(page.getByRole('combobox', { name: 'Phone number country code' })).toHaveValue('Australia (+61)');
  await page.getByRole('textbox', { name: 'Phone number area code' }).fill('2');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9999 8888');
  await page.getByRole('textbox', { name: 'Phone number extension' }).fill('145');
  const altCode = page.getByRole('combobox', { name: 'Alternate number country code' });
  await altCode.fill('New Zea');
  await page.getByRole('option', { name: 'New Zealand (+64)' }).click();
  await page.getByRole('textbox', { name: 'Alternate number area code' }).fill('9');
  await page.getByRole('textbox', { name: 'Alternate number', exact: true }).fill('555 1234');
  await expectAccessible(page);
  await shoot(page, 'company-edit-contact');
  await tab(page, 'Basic Detail').click();
  await shoot(page, 'company-edit');

  await page.getByRole('button', { name: 'Save' }).click();
  await expectToastShown(page, MSG.companyUpdated);
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expectImageLoaded(page.getByRole('img', { name: `${name} logo` }));
  for (const text of ['004085616', '51824753556', 'TRN-88', '150483782', 'EMU-01', 'We reply within two days.', '+61 (2) 9999 8888 ext. 145', '+64 (9) 555 1234', '1 George Street', 'Suite 12', 'Australia']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/Parramatta NSW 2150/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/user');
  await expect(page.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/clients');
  await expectAccessible(page);
  await shoot(page, 'company');

  // The server kept it all.
  const stored = await api<{ Enterprise_Name: string; Enterprise_AlternateNumber_CountryCode: string; Enterprise_Postcode: string; Enterprise_ImageLink: string; Enterprise_AvatarEnable: boolean }[]>(page.request, 'GET', '/Enterprise');
  expect(stored.data[0]).toMatchObject({
    Enterprise_Name: name,
    Enterprise_AlternateNumber_CountryCode: '+64',
    Enterprise_Postcode: '2150',
    Enterprise_AvatarEnable: true,
    Enterprise_ImageLink: expect.stringMatching(/^\/api\/Image\/\d+\/.+\.png$/),
  });

  // Candidates see the brand: the invitation email carries the logo (an absolute URL) and the
  // personal link's landing page shows it.
  const logoUrl = `${baseURL}${stored.data[0].Enterprise_ImageLink}`;
  const job = await saveJobViaApi(page.request, { Campaign_Name: `Barista ${unique()}`, Campaign_Job_Title: 'Barista' });
  const email = `brand.${unique()}@example.test`;
  const since = Date.now();
  await api(page.request, 'POST', '/Message/SendEmail', [{ fk_Campaign_ID: job.campaign.pk_Campaign_ID, CampaignLine_CandidateEmail: email }]);
  const mail = await waitForMail({ to: email, since });
  expect(mail.html).toContain(`src="${logoUrl}"`);
  expect(mail.html).toContain(name);
  const logo = await page.request.get(logoUrl);
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/png');
  const link = /https?:\/\/\S+\/invite\/\d+\/\d+\?invitation=[\w-]+/.exec(mail.text)?.[0];
  expect(link, `personal link in:\n${mail.text}`).toBeTruthy();
  const candidateContext = await browser.newContext({ baseURL });
  try {
    const candidate = await candidateContext.newPage();
    await candidate.goto(link!);
    await expect(candidate.getByText(name).first()).toBeVisible();
    await expectImageLoaded(candidate.getByRole('img', { name: `${name} logo` }));
  } finally {
    await candidateContext.close();
  }
});

test('a client with a dropped logo, edited, then a job for it shows its name and logo to candidates', async ({ page, browser, baseURL }) => {
  await signInFreshAccount(page, 'clients');
  await page.goto('/clients');
  await recordToasts(page);
  await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'clients-empty');

  await page.getByRole('link', { name: 'Create client' }).click();
  await expect(page).toHaveURL(/\/clients\/create$/);
  await expect(page.getByRole('heading', { name: 'Company detail' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/clients');
  const name = `Kauri Foods ${unique()}`;
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill('jobs@kauri.example');
  await tab(page, 'Initials').click();
  await dropFile(page, page.getByRole('group', { name: 'Drop a logo image here' }), 'kauri.png', await logoPng(page, 'kf', '#E53935'));
  await expectImageLoaded(page.getByTestId('logo-preview'));
  await expect(page.getByRole('switch', { name: 'Show the logo instead of the initials' })).toBeChecked();
  await expectAccessible(page);
  await shoot(page, 'clients-create');

  await page.getByRole('button', { name: 'Save' }).click();
  await expectToastShown(page, MSG.employerCreated);
  await expect(page).toHaveURL(/\/clients\/edit\?id=\d+$/);
  const employerId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(field(page, 'Name')).toHaveValue(name);
  await tab(page, 'Initials').click();
  // The logo was uploaded right after the client was created: the preview is the stored image.
  await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', /^\/api\/Image\/\d+\/.+\.png$/);
  await expectImageLoaded(page.getByTestId('logo-preview'));
  await tab(page, 'Basic Detail').click();
  await field(page, 'Name 2').fill('Kauri Foods Limited');
  await tab(page, 'Address').click();
  await field(page, 'Region').fill('Auckland');
  await expectAccessible(page);
  await shoot(page, 'clients-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/clients$/);

  const list = page.getByRole('list', { name: 'Clients' });
  const row = list.getByRole('link', { name: new RegExp(name) });
  await expect(row).toHaveAttribute('href', `/clients/edit?id=${employerId}`);
  await expectImageLoaded(row.getByRole('img', { name: `${name} logo` }));
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('kauri.example');
  await expect(list.getByRole('link')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('');
  await expectAccessible(page);
  await shoot(page, 'clients');

  const stored = await api<{ Employer_Name2: string; Employer_Region: string; Employer_AvatarEnable: boolean }>(page.request, 'GET', `/Employer/${employerId}`);
  expect(stored.data).toMatchObject({ Employer_Name2: 'Kauri Foods Limited', Employer_Region: 'Auckland', Employer_AvatarEnable: true });

  // A job for the client: candidates see the client, not the agency.
  const job = await saveJobViaApi(page.request, { Campaign_Name: `Line Cook ${unique()}`, Campaign_Job_Title: 'Line Cook', Campaign_Tolerance: employerId });
  const candidateContext = await browser.newContext({ baseURL });
  try {
    const candidate = await candidateContext.newPage();
    await candidate.goto(publicJobPath(job));
    await expect(candidate.getByText(name).first()).toBeVisible();
    await expectImageLoaded(candidate.getByRole('img', { name: `${name} logo` }));
    await screenshot(candidate, 'clients-candidate-landing-1280', { fullPage: true });
  } finally {
    await candidateContext.close();
  }
});

test("'Add a client' in the job screen's employer dialog creates the client and selects it", async ({ page }) => {
  await signInFreshAccount(page, 'addclient');
  await page.goto('/campaign/create');
  await recordToasts(page);
  await page.getByRole('button', { name: 'Change company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select an employer' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a client' }).click();
  const add = page.getByRole('dialog', { name: 'Add a client' });
  const name = `Tui Cafe ${unique()}`;
  await field(add, 'Name').fill(name);
  await add.getByRole('button', { name: 'Create and select' }).click();
  await expectToastShown(page, MSG.employerCreated);
  await expect(add).toBeHidden();
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a Hiring Manager sees the company without Edit and cannot save it', async ({ page }) => {
  const manager = DEMO_USERS.find((u) => u.role === 'Hiring Manager')!;
  await loginAndLand(page, manager.email, DEMO_PASSWORD);
  await page.goto('/company');
  await expect(page.getByRole('link', { name: 'Team' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto('/company/edit');
  await expect(page.getByText(MSG.noAccessCompany)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const enterprise = await api<{ pk_Enterprise_ID: number }[]>(page.request, 'GET', '/Enterprise');
  const refused = await page.request.put('/api/Enterprise', { data: { pk_Enterprise_ID: enterprise.data[0].pk_Enterprise_ID, Enterprise_Name: 'Hijacked' } });
  expect(refused.status()).toBe(403);
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create client' })).toHaveCount(0);
});
