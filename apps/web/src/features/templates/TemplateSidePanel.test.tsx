import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, ok } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import type { JobDescriptionTemplate, QuestionTemplate, TemplateListItem } from '@candid/shared';
import { TemplateSidePanel, type TemplateSidePanelProps } from './TemplateSidePanel';
import { TEMPLATE_DRAG_TYPES } from './dragData';
import { readQuestionDrag } from './templateQuestionKinds';
import { buildJobDescription, buildTemplate, buildTemplateQuestion } from '../../test/templates';

const templates: TemplateListItem[] = [
  buildTemplate({ pk_Template_ID: 2, Template_Name: 'Design', Template_DateOfCreation: '2025-01-02T00:00:00Z', QuestionCount: 2 }),
  buildTemplate({ pk_Template_ID: 1, Template_Name: 'Sales', Template_DateOfCreation: '2025-01-01T00:00:00Z', QuestionCount: 1 }),
];

const questionsOf: Record<string, QuestionTemplate[]> = {
  '2': [
    buildTemplateQuestion({ pk_QuestionTemplate_ID: 20, fk_Template_ID: 2, QuestionTemplate_Text: 'Show us your portfolio.', QuestionTemplate_Order: 1 }),
    buildTemplateQuestion({ pk_QuestionTemplate_ID: 21, fk_Template_ID: 2, QuestionTemplate_Text: 'Which tools do you use?', QuestionTemplate_Order: 2 }),
    buildTemplateQuestion({
      pk_QuestionTemplate_ID: 22,
      fk_Template_ID: 2,
      QuestionTemplate_Text: 'Which design tools?',
      QuestionTemplate_Order: 3,
      QuestionTemplate_Kind: 'multiple_choice',
      QuestionTemplate_Required: false,
      QuestionTemplate_Settings: { options: [{ id: 'fig', label: 'Figma' }, { id: 'sk', label: 'Sketch', qualifies: true }] },
    }),
  ],
  '1': [buildTemplateQuestion({ pk_QuestionTemplate_ID: 10, fk_Template_ID: 1, QuestionTemplate_Text: 'Why sales?', QuestionTemplate_Order: 1 })],
};

const descriptions: JobDescriptionTemplate[] = [
  buildJobDescription({ pk_JobDescription_ID: 5, Job_Name: 'Designer', Job_Description: '<h2>About</h2><p>Design <em>things</em>.</p>' }),
];

function renderPanel(props: Partial<TemplateSidePanelProps> = {}) {
  mockApi([
    { method: 'GET', path: '/api/Template', reply: ok(templates) },
    {
      method: 'GET',
      path: '/api/QuestionTemplate/GetByTemplate',
      reply: (url) => ok(questionsOf[url.searchParams.get('templateId') ?? ''] ?? []),
    },
    { method: 'GET', path: '/api/JobDescription', reply: ok(descriptions) },
  ]);
  const onUseQuestion = vi.fn();
  const onUseDescription = vi.fn();
  renderWithProviders(
    <div>
      <p>Outside the panel</p>
      <TemplateSidePanel mode="both" onUseQuestion={onUseQuestion} onUseDescription={onUseDescription} {...props} />
    </div>,
  );
  return { onUseQuestion, onUseDescription };
}

/** A DataTransfer stand-in: jsdom has none. */
function fakeDataTransfer() {
  return { setData: vi.fn(), getData: vi.fn(), effectAllowed: 'all', dropEffect: 'none' };
}

describe('TemplateSidePanel', () => {
  it('has Templates and Job description tabs in mode both', async () => {
    renderPanel();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Templates', 'Job description']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0].id);
    expect(await screen.findByRole('button', { name: 'Design' })).toBeTruthy();

    fireEvent.click(tabs[1]);
    expect(await screen.findByRole('button', { name: 'Designer' })).toBeTruthy();
  });

  it('hides the tab bar in instant (quick-job) mode', async () => {
    renderPanel({ instant: true });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Design' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Question templates' })).toBeTruthy();
  });

  it('shows only the descriptions without tabs in mode description', async () => {
    renderPanel({ mode: 'description' });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Designer' })).toBeTruthy();
  });

  it('keeps one accordion panel open at a time and collapses on a click outside the list', async () => {
    renderPanel();
    const design = await screen.findByRole('button', { name: 'Design' });
    const sales = screen.getByRole('button', { name: 'Sales' });

    fireEvent.click(design);
    expect(design.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Show us your portfolio.')).toBeTruthy();

    fireEvent.click(sales);
    expect(sales.getAttribute('aria-expanded')).toBe('true');
    expect(design.getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByText('Why sales?')).toBeTruthy();

    // A click inside the list keeps it open.
    fireEvent.pointerDown(screen.getByText('Why sales?'));
    expect(sales.getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerDown(screen.getByText('Outside the panel'));
    expect(sales.getAttribute('aria-expanded')).toBe('false');
    expect(design.getAttribute('aria-expanded')).toBe('false');
  });

  it('drags a question with its text, kind, Required and settings', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Design' }));
    const item = (await screen.findByText('Show us your portfolio.')).closest('li')!;
    expect(item.getAttribute('draggable')).toBe('true');

    const dataTransfer = fakeDataTransfer();
    fireEvent.dragStart(item, { dataTransfer });
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', 'Show us your portfolio.');
    expect(TEMPLATE_DRAG_TYPES.question).toBe('application/x-candid-question');
    const [, data] = dataTransfer.setData.mock.calls.find(([type]) => type === TEMPLATE_DRAG_TYPES.question)!;
    expect(readQuestionDrag(data)).toEqual({ text: 'Show us your portfolio.', required: true, kindPart: { kind: 'video', settings: {} } });

    const choice = (await screen.findByText('Which design tools?')).closest('li')!;
    const choiceTransfer = fakeDataTransfer();
    fireEvent.dragStart(choice, { dataTransfer: choiceTransfer });
    const [, choiceData] = choiceTransfer.setData.mock.calls.find(([type]) => type === TEMPLATE_DRAG_TYPES.question)!;
    expect(readQuestionDrag(choiceData)).toEqual({
      text: 'Which design tools?',
      required: false,
      kindPart: { kind: 'multiple_choice', settings: { options: [{ id: 'fig', label: 'Figma' }, { id: 'sk', label: 'Sketch', qualifies: true }] } },
    });
  });

  it('shows each question\'s answer type, and Optional when it is not required', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Design' }));
    const choice = (await screen.findByText('Which design tools?')).closest('li')!;
    expect(within(choice).getByText('Several choices')).toBeTruthy();
    expect(within(choice).getByText('Optional')).toBeTruthy();
    expect(choice.textContent).toContain('Answer type: Several choices');
    const video = screen.getByText('Show us your portfolio.').closest('li')!;
    expect(video.textContent).toContain('Answer type: Video');
    expect(within(video).queryByText('Optional')).toBeNull();
  });

  it('drags a job description with its HTML', async () => {
    renderPanel({ mode: 'description' });
    await screen.findByRole('button', { name: 'Designer' });
    const item = screen.getByTestId('job-description-item-5');
    expect(item.getAttribute('draggable')).toBe('true');

    const dataTransfer = fakeDataTransfer();
    fireEvent.dragStart(item, { dataTransfer });
    expect(dataTransfer.setData).toHaveBeenCalledWith(
      'application/x-candid-description',
      '<h2>About</h2><p>Design <em>things</em>.</p>',
    );
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', 'About\nDesign things.');
  });

  it('offers Add buttons that call the callbacks', async () => {
    const { onUseQuestion, onUseDescription } = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Design' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add question "Which tools do you use?" to the job' }));
    expect(onUseQuestion).toHaveBeenCalledWith({ text: 'Which tools do you use?', required: true, kindPart: { kind: 'video', settings: {} } });

    fireEvent.click(screen.getByRole('button', { name: 'Add question "Which design tools?" to the job' }));
    expect(onUseQuestion).toHaveBeenLastCalledWith({
      text: 'Which design tools?',
      required: false,
      kindPart: { kind: 'multiple_choice', settings: { options: [{ id: 'fig', label: 'Figma' }, { id: 'sk', label: 'Sketch', qualifies: true }] } },
    });

    onUseQuestion.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Add all questions of Design to the job' }));
    expect(onUseQuestion.mock.calls.map((c) => [c[0].text, c[0].kindPart.kind])).toEqual([
      ['Show us your portfolio.', 'video'],
      ['Which tools do you use?', 'video'],
      ['Which design tools?', 'multiple_choice'],
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Job description' }));
    const add = await screen.findAllByRole('button', { name: 'Add job description "Designer" to the job' });
    fireEvent.click(add[0]);
    expect(onUseDescription).toHaveBeenCalledWith('<h2>About</h2><p>Design <em>things</em>.</p>');
  });
});
