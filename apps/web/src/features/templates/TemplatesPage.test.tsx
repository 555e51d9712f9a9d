import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, type QuestionTemplate, type Template, type TemplateListItem } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockRoute } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { TemplatesPage } from './TemplatesPage';
import { TEMPLATE_TEXTS } from './texts';
import { buildJobDescription, buildTemplate, buildTemplateQuestion } from '../../test/templates';

const template = (id: number, name: string, count = 0) =>
  buildTemplate({ pk_Template_ID: id, Template_Name: name, Template_DateOfCreation: `2025-01-0${id}T00:00:00Z`, QuestionCount: count });

/** The template as its create and update answer it: without the list's question count. */
const saved = ({ QuestionCount: _count, ...rest }: TemplateListItem): Template => rest;

const question = (id: number, templateId: number, text: string, order = id) =>
  buildTemplateQuestion({ pk_QuestionTemplate_ID: id, fk_Template_ID: templateId, QuestionTemplate_Text: text, QuestionTemplate_Order: order });

function renderPage(routes: MockRoute[], path = '/templates') {
  const fetchMock = mockApi(routes);
  renderWithProviders(<TemplatesPage />, path);
  return fetchMock;
}

const jsonBody = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('TemplatesPage', () => {
  it('shows the heading, the Back link, the Create button and the two tabs', async () => {
    renderPage([{ method: 'GET', path: '/api/Template', reply: ok([]) }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Templates' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/campaign');
    expect(screen.getByRole('button', { name: 'Create Template' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Question Templates', 'Job description Templates']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Question Templates' }).id,
    );
    expect(await screen.findByText(TEMPLATE_TEXTS.noQuestionTemplates)).toBeTruthy();
  });

  it('shows both empty states', async () => {
    renderPage([
      { method: 'GET', path: '/api/Template', reply: ok([]) },
      { method: 'GET', path: '/api/JobDescription', reply: ok([]) },
    ]);
    expect(await screen.findByText(TEMPLATE_TEXTS.noQuestionTemplates)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Job description Templates' }));
    expect(await screen.findByText(TEMPLATE_TEXTS.noJobDescriptionTemplates)).toBeTruthy();
  });

  it('lists templates in the order the server sends them (newest first)', async () => {
    renderPage([
      { method: 'GET', path: '/api/Template', reply: ok([template(3, 'Newest'), template(2, 'Middle'), template(1, 'Oldest')]) },
    ]);
    const list = await screen.findByRole('list', { name: 'Question templates' });
    const names = within(list)
      .getAllByRole('button', { expanded: false })
      .map((b) => b.textContent);
    expect(names).toEqual(['Newest0 questions', 'Middle0 questions', 'Oldest0 questions']);
  });

  it('a blank new template name shows the message inline and sends nothing', async () => {
    const fetchMock = renderPage([
      { method: 'GET', path: '/api/Template', reply: ok([]) },
      { method: 'POST', path: '/api/Template', reply: ok(saved(template(1, 'x')), 201) },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Create Template' }));
    const input = await screen.findByRole('textbox', { name: 'Template name' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template name' }));
    expect(await screen.findByText(MSG.enterTemplateName)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, '/api/Template').filter(([, init]) => init.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel template name' }));
    expect(screen.queryByRole('textbox', { name: 'Template name' })).toBeNull();
    expect(screen.getByText(TEMPLATE_TEXTS.noQuestionTemplates)).toBeTruthy();
  });

  it('creates a template and shows the server message', async () => {
    let templates: TemplateListItem[] = [];
    const fetchMock = renderPage([
      { method: 'GET', path: '/api/Template', reply: () => ok(templates) },
      {
        method: 'POST',
        path: '/api/Template',
        reply: () => {
          templates = [template(5, 'Sales'), ...templates];
          return ok(saved(templates[0]), 201, MSG.questionTemplateCreated);
        },
      },
      { method: 'GET', path: '/api/QuestionTemplate/GetByTemplate', reply: ok([]) },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Create Template' }));
    const input = await screen.findByRole('textbox', { name: 'Template name' });
    fireEvent.change(input, { target: { value: '  Sales ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(MSG.questionTemplateCreated)).toBeTruthy();
    const [, init] = callsTo(fetchMock, '/api/Template').find(([, i]) => i.method === 'POST')!;
    expect(jsonBody(init)).toEqual({ Template_Name: 'Sales' });
    // The new template is listed and opened, ready for its first question.
    expect(await screen.findByText(TEMPLATE_TEXTS.emptyQuestionTemplate)).toBeTruthy();
  });

  it('renames inline only when the name changed, then shows the success toast', async () => {
    const fetchMock = renderPage([
      { method: 'GET', path: '/api/Template', reply: ok([template(1, 'Sales')]) },
      { method: 'PUT', path: '/api/Template', reply: ok(saved(template(1, 'Sales team')), 200, MSG.templateNameUpdated) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the name of Sales' }));
    // Unchanged (only whitespace added): closes without a call.
    const input = screen.getByRole('textbox', { name: 'Template name' });
    fireEvent.change(input, { target: { value: ' Sales ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template name' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Template name' })).toBeNull());
    expect(callsTo(fetchMock, '/api/Template').filter(([, i]) => i.method === 'PUT')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Edit the name of Sales' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: 'Sales team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template name' }));
    expect(await screen.findByText(MSG.templateNameUpdated)).toBeTruthy();
    const puts = callsTo(fetchMock, '/api/Template').filter(([, i]) => i.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(jsonBody(puts[0][1])).toEqual({ pk_Template_ID: 1, Template_Name: 'Sales team' });
    expect(await screen.findByRole('button', { name: 'Edit the name of Sales team' })).toBeTruthy();
  });

  it('a failed rename shows Something went wrong and keeps the input open', async () => {
    renderPage([
      { method: 'GET', path: '/api/Template', reply: ok([template(1, 'Sales')]) },
      { method: 'PUT', path: '/api/Template', reply: fail(500, 'boom') },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the name of Sales' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template name' }));
    expect(await screen.findByText(MSG.somethingWentWrong)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Template name' })).toBeTruthy();
  });

  it('opens one template at a time and lists its questions in order', async () => {
    const fetchMock = renderPage([
      { method: 'GET', path: '/api/Template', reply: ok([template(2, 'Design', 2), template(1, 'Sales', 0)]) },
      {
        method: 'GET',
        path: '/api/QuestionTemplate/GetByTemplate',
        reply: (url) =>
          ok(url.searchParams.get('templateId') === '2' ? [question(10, 2, 'First?'), question(11, 2, 'Second?')] : []),
      },
    ]);
    const design = await screen.findByRole('button', { name: /^Design/ });
    fireEvent.click(design);
    const questions = await screen.findByRole('list', { name: 'Questions of Design' });
    expect(within(questions).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('First?'),
      expect.stringContaining('Second?'),
    ]);
    expect(callsTo(fetchMock, '/api/QuestionTemplate/GetByTemplate')[0][0].searchParams.get('templateId')).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: /^Sales/ }));
    expect(await screen.findByText(TEMPLATE_TEXTS.emptyQuestionTemplate)).toBeTruthy();
    expect(design.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /^Sales/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('adds a question inline: blank is refused, otherwise the server message is shown', async () => {
    let questions: QuestionTemplate[] = [];
    const fetchMock = renderPage([
      { method: 'GET', path: '/api/Template', reply: ok([template(1, 'Sales')]) },
      { method: 'GET', path: '/api/QuestionTemplate/GetByTemplate', reply: () => ok(questions) },
      {
        method: 'POST',
        path: '/api/QuestionTemplate',
        reply: () => {
          questions = [question(7, 1, 'Why sales?')];
          return ok(questions[0], 201, 'Question created');
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /^Sales/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a question to Sales' }));
    const input = screen.getByRole('textbox', { name: 'New question' });
    fireEvent.click(screen.getByRole('button', { name: 'Save new question' }));
    expect(await screen.findByText(MSG.enterQuestionTemplate)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/QuestionTemplate')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Why sales?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new question' }));
    expect(await screen.findByText('Question created')).toBeTruthy();
    expect(jsonBody(callsTo(fetchMock, '/api/QuestionTemplate')[0][1])).toEqual({
      fk_Template_ID: 1,
      QuestionTemplate_Text: 'Why sales?',
    });
    expect(await screen.findByText('Why sales?')).toBeTruthy();
  });

  it('edits a question only when changed and deletes with the server messages', async () => {
    let questions = [question(7, 1, 'Why sales?')];
    const fetchMock = renderPage([
      { method: 'GET', path: '/api/Template', reply: ok([template(1, 'Sales', 1)]) },
      { method: 'GET', path: '/api/QuestionTemplate/GetByTemplate', reply: () => ok(questions) },
      { method: 'PUT', path: '/api/QuestionTemplate', reply: ok(question(7, 1, 'Why sales, really?'), 200, 'Question updated') },
      {
        method: 'DELETE',
        path: '/api/QuestionTemplate',
        reply: () => {
          questions = [];
          return ok(true, 200, 'Question deleted');
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /^Sales/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save question 1' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Question 1' })).toBeNull());
    expect(callsTo(fetchMock, '/api/QuestionTemplate')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Edit question 1' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Question 1' }), { target: { value: 'Why sales, really?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save question 1' }));
    expect(await screen.findByText('Question updated')).toBeTruthy();
    expect(jsonBody(callsTo(fetchMock, '/api/QuestionTemplate')[0][1])).toEqual({
      pk_QuestionTemplate_ID: 7,
      QuestionTemplate_Text: 'Why sales, really?',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete question 1' }));
    expect(await screen.findByText('Question deleted')).toBeTruthy();
    const deletes = callsTo(fetchMock, '/api/QuestionTemplate').filter(([, init]) => init.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    const [url] = deletes[0];
    expect(url.searchParams.get('id')).toBe('7');
    expect(await screen.findByText(TEMPLATE_TEXTS.emptyQuestionTemplate)).toBeTruthy();
  });

  it('a failed question save shows the server message as an error', async () => {
    renderPage([
      { method: 'GET', path: '/api/Template', reply: ok([template(1, 'Sales')]) },
      { method: 'GET', path: '/api/QuestionTemplate/GetByTemplate', reply: ok([]) },
      { method: 'POST', path: '/api/QuestionTemplate', reply: fail(400, 'Question too long') },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /^Sales/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a question to Sales' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New question' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new question' }));
    expect(await screen.findByText('Question too long')).toBeTruthy();
  });

  describe('answer types of template questions', () => {
    /** Picks an option of a select: in the listbox the select controls once open. */
    async function choose(scope: HTMLElement, combobox: string, option: string) {
      const select = within(scope).getByRole('combobox', { name: combobox });
      fireEvent.mouseDown(select);
      const listbox = await waitFor(() => {
        const open = document.getElementById(select.getAttribute('aria-controls') ?? '');
        expect(open).not.toBeNull();
        return open as HTMLElement;
      });
      fireEvent.click(within(listbox).getByRole('option', { name: option }));
    }
    const choiceSettings = { options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings', qualifies: true }] };

    it('adds a question with its answer type, Required and settings, and lists its type', async () => {
      let questions: QuestionTemplate[] = [];
      const fetchMock = renderPage([
        { method: 'GET', path: '/api/Template', reply: ok([template(1, 'Sales')]) },
        { method: 'GET', path: '/api/QuestionTemplate/GetByTemplate', reply: () => ok(questions) },
        {
          method: 'POST',
          path: '/api/QuestionTemplate',
          reply: () => {
            questions = [
              buildTemplateQuestion({
                pk_QuestionTemplate_ID: 7,
                QuestionTemplate_Text: 'Right to work?',
                QuestionTemplate_Kind: 'yes_no',
                QuestionTemplate_Required: false,
                QuestionTemplate_Settings: { qualifyingAnswer: true },
              }),
            ];
            return ok(questions[0], 201, 'Question created');
          },
        },
      ]);
      fireEvent.click(await screen.findByRole('button', { name: /^Sales/ }));
      fireEvent.click(await screen.findByRole('button', { name: 'Add a question to Sales' }));
      const answer = screen.getByRole('group', { name: 'Question 1 answer' });
      expect(within(answer).getByRole('combobox', { name: 'Answer type' }).textContent).toBe('Video');
      expect((within(answer).getByRole('switch', { name: 'Required' }) as HTMLInputElement).checked).toBe(true);
      await choose(answer, 'Answer type', 'Yes / No');
      await choose(answer, 'Qualifying answer', 'Yes');
      fireEvent.click(within(answer).getByRole('switch', { name: 'Required' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'New question' }), { target: { value: 'Right to work?' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save new question' }));
      expect(await screen.findByText('Question created')).toBeTruthy();
      expect(jsonBody(callsTo(fetchMock, '/api/QuestionTemplate')[0][1])).toEqual({
        fk_Template_ID: 1,
        QuestionTemplate_Text: 'Right to work?',
        QuestionTemplate_Required: false,
        QuestionTemplate_Kind: 'yes_no',
        QuestionTemplate_Settings: { qualifyingAnswer: true },
      });
      const row = (await screen.findByText('Right to work?')).closest('li')!;
      expect(row.textContent).toContain('Answer type: Yes / No');
      expect(within(row).getByText('Optional')).toBeTruthy();
    });

    it('refuses a choice question without two options, and sends nothing', async () => {
      const fetchMock = renderPage([
        { method: 'GET', path: '/api/Template', reply: ok([template(1, 'Sales')]) },
        { method: 'GET', path: '/api/QuestionTemplate/GetByTemplate', reply: ok([]) },
        { method: 'POST', path: '/api/QuestionTemplate', reply: ok(question(7, 1, 'Shifts?'), 201) },
      ]);
      fireEvent.click(await screen.findByRole('button', { name: /^Sales/ }));
      fireEvent.click(await screen.findByRole('button', { name: 'Add a question to Sales' }));
      const answer = screen.getByRole('group', { name: 'Question 1 answer' });
      await choose(answer, 'Answer type', 'Several choices');
      fireEvent.change(within(answer).getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Mornings' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'New question' }), { target: { value: 'Shifts?' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save new question' }));
      expect((await screen.findAllByText(MSG.choiceOptionsCount)).length).toBeGreaterThan(0);
      expect(callsTo(fetchMock, '/api/QuestionTemplate')).toHaveLength(0);
      expect(screen.getByRole('textbox', { name: 'New question' })).toBeTruthy();
    });

    it('edits the answer of a question: only what changed is sent', async () => {
      const choice = buildTemplateQuestion({
        pk_QuestionTemplate_ID: 7,
        QuestionTemplate_Text: 'Shifts?',
        QuestionTemplate_Kind: 'multiple_choice',
        QuestionTemplate_Settings: choiceSettings,
      });
      const fetchMock = renderPage([
        { method: 'GET', path: '/api/Template', reply: ok([template(1, 'Sales', 1)]) },
        { method: 'GET', path: '/api/QuestionTemplate/GetByTemplate', reply: ok([choice]) },
        { method: 'PUT', path: '/api/QuestionTemplate', reply: ok(choice, 200, 'Question updated') },
      ]);
      fireEvent.click(await screen.findByRole('button', { name: /^Sales/ }));
      const row = (await screen.findByText('Shifts?')).closest('li')!;
      expect(row.textContent).toContain('Answer type: Several choices');

      // Opened and saved untouched: nothing is sent.
      fireEvent.click(screen.getByRole('button', { name: 'Edit question 1' }));
      const answer = screen.getByRole('group', { name: 'Question 1 answer' });
      expect(within(answer).getByRole('combobox', { name: 'Answer type' }).textContent).toBe('Several choices');
      expect((within(answer).getByRole('textbox', { name: 'Option 2' }) as HTMLInputElement).value).toBe('Evenings');
      expect((within(answer).getByRole('combobox', { name: 'Option 2 screening' }) as HTMLSelectElement).value).toBe('qualifies');
      fireEvent.click(screen.getByRole('button', { name: 'Save question 1' }));
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Question 1 answer' })).toBeNull());
      expect(callsTo(fetchMock, '/api/QuestionTemplate')).toHaveLength(0);

      fireEvent.click(screen.getByRole('button', { name: 'Edit question 1' }));
      fireEvent.click(within(screen.getByRole('group', { name: 'Question 1 answer' })).getByRole('switch', { name: 'Required' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save question 1' }));
      expect(await screen.findByText('Question updated')).toBeTruthy();
      expect(jsonBody(callsTo(fetchMock, '/api/QuestionTemplate')[0][1])).toEqual({ pk_QuestionTemplate_ID: 7, QuestionTemplate_Required: false });

      fireEvent.click(screen.getByRole('button', { name: 'Edit question 1' }));
      const again = screen.getByRole('group', { name: 'Question 1 answer' });
      await choose(again, 'Answer type', 'Number');
      fireEvent.change(within(again).getByRole('textbox', { name: 'Qualifying from' }), { target: { value: '2' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save question 1' }));
      await waitFor(() => expect(callsTo(fetchMock, '/api/QuestionTemplate')).toHaveLength(2));
      expect(jsonBody(callsTo(fetchMock, '/api/QuestionTemplate')[1][1])).toEqual({
        pk_QuestionTemplate_ID: 7,
        QuestionTemplate_Kind: 'number',
        QuestionTemplate_Settings: { qualifyingMin: 2 },
      });
    });
  });

  it('deletes a template after confirmation', async () => {
    const fetchMock = renderPage([
      { method: 'GET', path: '/api/Template', reply: ok([template(1, 'Sales')]) },
      { method: 'DELETE', path: '/api/Template/1', reply: ok(true) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Template/1')).toHaveLength(1));
    expect(await screen.findByText(TEMPLATE_TEXTS.noQuestionTemplates)).toBeTruthy();
  });

  describe('Job description Templates', () => {
    const jd = (id: number, name: string, html: string) => buildJobDescription({ pk_JobDescription_ID: id, Job_Name: name, Job_Description: html });

    it('a blank name and description show both messages and send nothing', async () => {
      const fetchMock = renderPage(
        [
          { method: 'GET', path: '/api/JobDescription', reply: ok([]) },
          { method: 'POST', path: '/api/JobDescription', reply: ok(jd(1, 'x', '<p>x</p>'), 201) },
        ],
        '/templates?tab=job-descriptions',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Create Template' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Save job description template' }));
      expect(await screen.findByText(MSG.enterJobName)).toBeTruthy();
      expect(screen.getByText(MSG.enterDescription)).toBeTruthy();
      expect(callsTo(fetchMock, '/api/JobDescription').filter(([, i]) => i.method === 'POST')).toHaveLength(0);
    });

    it('shows a stored description read-only, its empty state and the drag handle', async () => {
      renderPage(
        [
          {
            method: 'GET',
            path: '/api/JobDescription',
            reply: ok([jd(2, 'Designer', '<p>Hello <strong>world</strong></p>'), jd(1, 'Blank', '')]),
          },
        ],
        '/templates?tab=job-descriptions',
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Designer' }));
      const strong = await screen.findByText('world');
      expect(strong.tagName).toBe('STRONG');
      expect(strong.closest('[contenteditable]')?.getAttribute('contenteditable')).toBe('false');
      expect(screen.getAllByTestId('drag-handle')).toHaveLength(2);

      fireEvent.click(screen.getByRole('button', { name: 'Blank' }));
      expect(await screen.findByText(TEMPLATE_TEXTS.emptyJobDescriptionTemplate)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Add a description to Blank' })).toBeTruthy();
    });

    it('hides the drag handle when asked (the /job-template path)', async () => {
      mockApi([{ method: 'GET', path: '/api/JobDescription', reply: ok([jd(1, 'Designer', '<p>x</p>')]) }]);
      renderWithProviders(<TemplatesPage hideDragHandle />, '/templates?tab=job-descriptions');
      expect(await screen.findByRole('button', { name: 'Designer' })).toBeTruthy();
      expect(screen.queryByTestId('drag-handle')).toBeNull();
    });

    it('renames a job description only when changed', async () => {
      const fetchMock = renderPage(
        [
          { method: 'GET', path: '/api/JobDescription', reply: ok([jd(1, 'Designer', '<p>x</p>')]) },
          { method: 'PUT', path: '/api/JobDescription', reply: ok(jd(1, 'Senior designer', '<p>x</p>')) },
        ],
        '/templates?tab=job-descriptions',
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Edit the name of Designer' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save job name' }));
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Job name' })).toBeNull());
      expect(callsTo(fetchMock, '/api/JobDescription').filter(([, i]) => i.method === 'PUT')).toHaveLength(0);

      fireEvent.click(screen.getByRole('button', { name: 'Edit the name of Designer' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Job name' }), { target: { value: 'Senior designer' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save job name' }));
      expect(await screen.findByRole('button', { name: 'Senior designer' })).toBeTruthy();
      const puts = callsTo(fetchMock, '/api/JobDescription').filter(([, i]) => i.method === 'PUT');
      expect(jsonBody(puts[0][1])).toEqual({ pk_JobDescription_ID: 1, Job_Name: 'Senior designer' });
    });

    it('deletes after confirmation with the Job description deleted toast', async () => {
      renderPage(
        [
          { method: 'GET', path: '/api/JobDescription', reply: ok([jd(1, 'Designer', '<p>x</p>')]) },
          { method: 'DELETE', path: '/api/JobDescription/1', reply: ok(true, 200, MSG.jobDescriptionDeleted) },
        ],
        '/templates?tab=job-descriptions',
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Designer' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(MSG.jobDescriptionDeleted)).toBeTruthy();
      expect(await screen.findByText(TEMPLATE_TEXTS.noJobDescriptionTemplates)).toBeTruthy();
    });
  });
});
