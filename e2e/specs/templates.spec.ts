import { expect, test, type Page } from '@playwright/test';
import { toast } from '../support/app';
import { api, createJobDescriptionTemplate, signInFreshAccount, unique } from '../support/authoring';

/** SPEC §2 Templates page, §5 template validation, §8 template messages. */
const TEXT = {
  enterTemplateName: 'Please enter a template name',
  enterQuestion: 'Enter a Question',
  enterJobName: 'Please enter a job name',
  enterDescription: 'Enter a description',
  templateCreated: 'Question Template is created!',
  templateNameUpdated: 'Template name was updated',
  jobDescriptionCreated: 'Job description Template is created!',
  jobDescriptionDeleted: 'Job description deleted',
  noQuestionTemplates: 'You have no Question Template, yet.',
  noJobDescriptionTemplates: 'You have no job description Template, yet.',
  emptyQuestionTemplate: 'Template is empty, click the + button to create a question',
  emptyJobDescriptionTemplate: 'Template is empty, click the + button to create a job description',
} as const;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openTemplates(page: Page): Promise<void> {
  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
}

function questionTemplateItem(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Question templates' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${escapeRe(name)}(\\s|$)`) }) });
}

function jobDescriptionItem(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Job description templates' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${escapeRe(name)}(\\s|$)`) }) });
}

test('question template: blank name refused, create, rename inline, add two questions, delete one', async ({ page }) => {
  await signInFreshAccount(page, 'qtpl');
  await openTemplates(page);
  await expect(page.getByRole('tab', { name: 'Question Templates' })).toHaveAttribute('aria-selected', 'true');

  // Blank name first: the spec's message, nothing created.
  await page.getByRole('button', { name: 'Create Template' }).click();
  const nameInput = page.getByRole('textbox', { name: 'Template name' });
  await expect(nameInput).toBeFocused();
  await page.getByRole('button', { name: 'Save template name' }).click();
  await expect(page.getByText(TEXT.enterTemplateName, { exact: true })).toBeVisible();
  await nameInput.fill('   ');
  await nameInput.press('Enter');
  await expect(page.getByText(TEXT.enterTemplateName, { exact: true })).toBeVisible();

  const name = `Warehouse screening ${unique()}`;
  await nameInput.fill(name);
  await page.getByRole('button', { name: 'Save template name' }).click();
  await expect(toast(page, TEXT.templateCreated)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Template name' })).toBeHidden();
  const item = questionTemplateItem(page, name);
  await expect(item).toHaveCount(1);

  // Rename inline: the edit icon turns the name into an input; the check saves.
  const renamed = `${name} (renamed)`;
  await page.getByRole('button', { name: `Edit the name of ${name}`, exact: true }).click();
  const renameInput = page.getByRole('textbox', { name: 'Template name' });
  await expect(renameInput).toHaveValue(name);
  await renameInput.fill(renamed);
  await page.getByRole('button', { name: 'Save template name' }).click();
  await expect(toast(page, TEXT.templateNameUpdated)).toBeVisible();
  const renamedItem = questionTemplateItem(page, renamed);
  await expect(renamedItem).toHaveCount(1);

  // Open it (the create step may already have opened it): empty state, then add two questions.
  const header = renamedItem.getByRole('button', { name: new RegExp(`^${escapeRe(renamed)}`) });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(renamedItem.getByText(TEXT.emptyQuestionTemplate, { exact: true })).toBeVisible();

  const q1 = `How do you keep a pick rate high without mistakes? ${unique()}`;
  const q2 = `Tell us about a shift that went wrong and what you did. ${unique()}`;
  const addButton = page.getByRole('button', { name: `Add a question to ${renamed}`, exact: true });

  await addButton.click();
  const newQuestion = page.getByRole('textbox', { name: 'New question' });
  await page.getByRole('button', { name: 'Save new question' }).click();
  await expect(page.getByText(TEXT.enterQuestion, { exact: true })).toBeVisible();
  await newQuestion.fill(q1);
  await page.getByRole('button', { name: 'Save new question' }).click();
  await expect(newQuestion).toBeHidden();

  await addButton.click();
  await page.getByRole('textbox', { name: 'New question' }).fill(q2);
  await page.getByRole('textbox', { name: 'New question' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'New question' })).toBeHidden();

  const questions = page.getByRole('list', { name: `Questions of ${renamed}` }).getByRole('listitem');
  await expect(questions).toHaveCount(2);
  await expect(questions.nth(0)).toContainText(q1);
  await expect(questions.nth(1)).toContainText(q2);

  // Delete the first one.
  await page.getByRole('button', { name: 'Delete question 1', exact: true }).click();
  await expect(questions).toHaveCount(1);
  await expect(questions.first()).toContainText(q2);

  // Persisted: after a reload the renamed template holds only the second question.
  await page.reload();
  const afterReload = questionTemplateItem(page, renamed);
  await expect(afterReload).toHaveCount(1);
  await expect(questionTemplateItem(page, name).filter({ hasNotText: 'renamed' })).toHaveCount(0);
  await afterReload.getByRole('button', { name: new RegExp(`^${escapeRe(renamed)}`) }).click();
  const reloaded = page.getByRole('list', { name: `Questions of ${renamed}` }).getByRole('listitem');
  await expect(reloaded).toHaveCount(1);
  await expect(reloaded.first()).toContainText(q2);
  await expect(page.getByText(q1)).toHaveCount(0);
});

test('job description template: blank fields refused, create, then delete', async ({ page }) => {
  await signInFreshAccount(page, 'jdtpl');
  await openTemplates(page);
  await page.getByRole('tab', { name: 'Job description Templates' }).click();
  await expect(page.getByRole('tab', { name: 'Job description Templates' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Create Template' }).click();
  const form = page.getByRole('form', { name: 'New job description template' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Save job description template' }).click();
  await expect(form.getByText(TEXT.enterJobName, { exact: true })).toBeVisible();
  await expect(form.getByText(TEXT.enterDescription, { exact: true })).toBeVisible();

  const name = `Forklift operator ${unique()}`;
  const description = 'Operate counterbalance forklifts safely across two shifts.';
  await form.getByLabel('Job name').fill(name);
  const editor = form.getByRole('textbox', { name: 'Job description' });
  await editor.click();
  await page.keyboard.type(description);
  await form.getByRole('button', { name: 'Save job description template' }).click();
  await expect(toast(page, TEXT.jobDescriptionCreated)).toBeVisible();
  await expect(form).toBeHidden();

  const item = jobDescriptionItem(page, name);
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: new RegExp(`^${escapeRe(name)}`) }).click();
  await expect(item.getByText(description)).toBeVisible();

  await item.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete job description' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, TEXT.jobDescriptionDeleted)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(jobDescriptionItem(page, name)).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(TEXT.noJobDescriptionTemplates, { exact: true })).toBeVisible();
});

test('empty states of a fresh account', async ({ page }) => {
  await signInFreshAccount(page, 'tplempty');
  await openTemplates(page);
  await expect(page.getByText(TEXT.noQuestionTemplates, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Job description Templates' }).click();
  await expect(page.getByText(TEXT.noJobDescriptionTemplates, { exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.noQuestionTemplates, { exact: true })).toBeHidden();

  // A job description cleared by saving it empty (SPEC §4) shows the template's own empty state.
  const name = `Cleared description ${unique()}`;
  const id = await createJobDescriptionTemplate(page.request, name, '<p>Temporary text.</p>');
  await api(page.request, 'PUT', '/JobDescription', { pk_JobDescription_ID: id, Job_Description: '' });
  await page.reload();
  const item = jobDescriptionItem(page, name);
  await item.getByRole('button', { name: new RegExp(`^${escapeRe(name)}`) }).click();
  await expect(item.getByText(TEXT.emptyJobDescriptionTemplate, { exact: true })).toBeVisible();
});
