import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAndLand } from '../support/app';
import { api, signInDemo } from '../support/authoring';
import { tinyPdf } from '../support/candidate';
import { waitForMail } from '../support/mail';
import { completedInterview } from '../support/review';

/*
 * Issue 5 end to end, continuing from a completed interview: the team finds the candidate,
 * watches an answer at 1.5x, rates answers and the candidate as two reviewers, comments with a
 * mention, shortlists with a response email, and shares an anonymised link that a client opens
 * without an account until it is revoked.
 */

const QUESTIONS = ['Walk us through how you plan a busy week.', 'Tell us about a difficult customer you won over.'];
const DEMO = {
  owner: 'owner@demo.candid.test',
  secondReviewer: 'admin@demo.candid.test',
  mentioned: { name: 'Ari Nguyen', email: 'administrator@demo.candid.test' },
} as const;

/**
 * Clicks star `n` of a 1–5 rating group as a user does: on the star's label (MUI Rating keeps
 * its radio inputs visually hidden, named "1 Star" … "5 Stars").
 */
async function rate(group: Locator, stars: number) {
  const radio = group.getByRole('radio', { name: new RegExp(`^${stars} Stars?$`) });
  const id = await radio.getAttribute('id');
  await group.locator(`label[for="${id}"]`).click();
  await expect(radio).toBeChecked();
}

/** The team average and count of a rating shown next to a group, e.g. "3.0 / 5 from 2 ratings". */
const average = (scope: Page | Locator, label: string) => scope.getByLabel(label);

interface RatingSummary {
  MyRating: number | null;
  AverageRating: number | null;
  RatingCount: number;
}

interface AnswerRow {
  question: { pk_Question_ID: number };
  response: { pk_QuestionResponse_ID: number } | null;
  MyRating: number | null;
  AverageRating: number | null;
  RatingCount: number;
}

test('the hiring team reviews, rates, comments, decides and shares a completed interview', async ({ page, browser }) => {
  test.setTimeout(600_000);
  await signInDemo(page, DEMO.owner);
  const done = await completedInterview(page, browser, {
    jobName: 'Dispatch Coordinator',
    questions: QUESTIONS,
    firstName: 'Grace',
    lastName: `Hopper${Date.now() % 100000}`,
    resume: tinyPdf(),
  });
  const fullName = `${done.firstName} ${done.lastName}`;
  const campaignId = done.job.campaign.pk_Campaign_ID;

  // ---- Find the candidate ----
  await page.goto('/candidates');
  await page.getByRole('searchbox', { name: /search/i }).fill(done.lastName);
  await page.getByRole('link', { name: fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates/info\\?id=${done.campaignLineId}`));
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible();

  // ---- Watch an answer at 1.5x ----
  const video = page.locator('video').first();
  await expect(video).toHaveAttribute('poster', /.+/);
  await page.getByRole('combobox', { name: 'Playback speed' }).click();
  await page.getByRole('option', { name: '1.5x' }).click();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { message: 'the answer plays' }).toBeGreaterThan(0.3);
  // One set of controls, the player's own: no browser controls beside them, one seek bar.
  await expect(video).not.toHaveAttribute('controls');
  await expect(page.getByRole('group', { name: 'Answer to question 1 player' }).getByRole('slider', { name: 'Seek' })).toHaveCount(1);

  // ---- Reviewer 1 rates both answers and the candidate ----
  await rate(page.getByRole('radiogroup', { name: 'Your rating for question 1' }), 4);
  await expect(average(page, 'Team average for question 1')).toContainText('4.0');
  await page.getByRole('button', { name: /Question 2/ }).first().click();
  await rate(page.getByRole('radiogroup', { name: 'Your rating for question 2' }), 5);
  await rate(page.getByRole('radiogroup', { name: 'Your rating for this candidate' }), 4);
  await expect(average(page, 'Team average for this candidate')).toContainText('4.0');

  // ---- Comment on answer 2 with a mention; the mentioned colleague gets an email ----
  const commentedAt = Date.now();
  const comment = page.getByRole('combobox', { name: 'New comment' });
  await comment.pressSequentially('Strong answer, @Ar', { delay: 20 });
  await page.getByRole('listbox', { name: 'Team members' }).getByRole('option', { name: DEMO.mentioned.name }).click();
  await comment.press('End');
  await comment.pressSequentially('please watch this one', { delay: 10 });
  await page.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toContainText([`@${DEMO.mentioned.name} please watch this one`]);
  const mention = await waitForMail({ to: DEMO.mentioned.email, since: commentedAt - 1000, where: (m) => m.text.includes('please watch this one') });
  expect(mention.text).toContain('please watch this one');

  // ---- Reviewer 2 (another team member, their own session) ----
  const second = await browser.newContext();
  try {
    const page2 = await second.newPage();
    await loginAndLand(page2, DEMO.secondReviewer, DEMO_PASSWORD);
    await page2.goto(`/candidates/info?id=${done.campaignLineId}`);
    await expect(page2.getByRole('heading', { name: fullName })).toBeVisible();
    await rate(page2.getByRole('radiogroup', { name: 'Your rating for question 1' }), 2);
    await expect(average(page2, 'Team average for question 1')).toContainText('3.0');
    await rate(page2.getByRole('radiogroup', { name: 'Your rating for this candidate' }), 3);
    await expect(average(page2, 'Team average for this candidate')).toContainText('3.5');
  } finally {
    await second.close();
  }

  // The averages as the server keeps them: (4+2)/2 for answer 1, 5 for answer 2, (4+3)/2 for the candidate.
  const rows = (await api<AnswerRow[]>(page.request, 'GET', `/QuestionResponse/getQeustionResponseByCampaignLineID/${campaignId}/${done.campaignLineId}`)).data;
  expect(rows.map((r) => [r.MyRating, r.AverageRating, r.RatingCount])).toEqual([
    [4, 3, 2],
    [5, 5, 1],
  ]);
  const overall = (await api<RatingSummary>(page.request, 'GET', `/CandidateRating/ByCampaignLine?campaignLineId=${done.campaignLineId}`)).data;
  expect([overall.MyRating, overall.AverageRating, overall.RatingCount]).toEqual([4, 3.5, 2]);
  await page.reload();
  await expect(average(page, 'Team average for this candidate')).toContainText('3.5');

  // ---- Shortlist with a response email, previewed before sending ----
  await page.getByRole('button', { name: 'Send response' }).click();
  const responseDialog = page.getByRole('dialog', { name: /response/i });
  await responseDialog.getByRole('radio', { name: /Shortlist/ }).check();
  await expect(responseDialog.getByText(done.firstName, { exact: false }).first()).toBeVisible();
  const respondedAt = Date.now();
  await responseDialog.getByRole('button', { name: 'Send response' }).click();
  await expect(responseDialog).toBeHidden();
  const response = await waitForMail({ to: done.email, since: respondedAt - 1000 });
  expect(response.text).toContain(done.firstName);
  expect(response.text).toContain('Dispatch Coordinator');
  await expect(page.getByText('Shortlisted').first()).toBeVisible();

  // ---- Share an anonymised link ----
  await page.getByRole('button', { name: 'Share' }).click();
  const shareDialog = page.getByRole('dialog', { name: /share/i });
  await shareDialog.getByRole('switch', { name: 'Hide name and resume' }).check();
  await shareDialog.getByRole('button', { name: /create link/i }).click();
  const urlField = shareDialog.getByRole('textbox', { name: /link/i });
  await expect(urlField).toHaveValue(/\/share\/[\w-]+$/);
  const shareUrl = await urlField.inputValue();
  const token = /\/share\/([\w-]+)$/.exec(shareUrl)![1];
  await shareDialog.getByRole('button', { name: /close|done/i }).click();

  // A client opens it in a fresh browser, not signed in.
  const guest = await browser.newContext();
  try {
    const client = await guest.newPage();
    await client.goto(shareUrl);
    await expect(client.getByText('Candidate A').first()).toBeVisible();
    await expect(client.locator('body')).not.toContainText(done.lastName);
    await expect(client.locator('body')).not.toContainText(done.email);
    await expect(client.locator('video')).toHaveCount(QUESTIONS.length);
    const form = client.getByRole('form', { name: /Candidate A/ });
    await form.getByLabel('Your name').fill('Morgan Client');
    await rate(form.getByRole('group', { name: 'Rating for Candidate A' }), 4);
    await form.getByLabel('Comment').fill('Would like to meet.');
    await form.getByRole('button', { name: 'Submit rating' }).click();
    await expect(client.getByText('Thanks — your rating was saved.')).toBeVisible();

    // The team sees the guest rating, separately from its own.
    const guests = (await api<{ reviewerName: string; rating: number }[]>(page.request, 'GET', `/ReviewShare/Ratings?campaignLineId=${done.campaignLineId}`)).data;
    expect(guests.map((g) => [g.reviewerName, g.rating])).toEqual([['Morgan Client', 4]]);

    // ---- Revoke: the link is gone ----
    await page.reload();
    await page.getByRole('button', { name: 'Share' }).click();
    const shares = page.getByRole('dialog', { name: /share/i });
    await shares.getByRole('button', { name: /^Revoke / }).first().click();
    await page.getByRole('dialog', { name: 'Revoke link' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(shares.getByText('Revoked', { exact: true })).toBeVisible();
    await expect.poll(async () => (await client.request.get(`/api/share/${token}`)).status()).toBe(404);
    await client.reload();
    await expect(client.getByText('This link has expired or was revoked.')).toBeVisible();
  } finally {
    await guest.close();
  }
});
