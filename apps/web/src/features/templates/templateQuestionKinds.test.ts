import { describe, expect, it } from 'vitest';
import { buildTemplateQuestionState } from '../../test/templates';
import { answerFromTemplate } from '../campaigns/questionDraft';
import { answerDraftOf, questionDragData, readQuestionDrag, templateQuestionChange, templateQuestionUse } from './templateQuestionKinds';

const numberQuestion = buildTemplateQuestionState({
  QuestionTemplate_Text: 'Years?',
  QuestionTemplate_Kind: 'number',
  QuestionTemplate_Required: false,
  QuestionTemplate_Settings: { min: 0, qualifyingMin: 2 },
});

describe('template question kinds', () => {
  it('round-trips a dragged question with its kind, Required and settings', () => {
    const use = templateQuestionUse(numberQuestion);
    expect(readQuestionDrag(questionDragData(use))).toEqual(use);
    // The drag data keeps the API's names, checked by the API's schema where it is dropped.
    expect(JSON.parse(questionDragData(use))).toEqual({ text: 'Years?', required: false, Question_Kind: 'number', Question_Settings: { min: 0, qualifyingMin: 2 } });
  });

  it('reads a plain text, or a drag with settings that do not fit the kind, as a required video question', () => {
    const video = { kind: 'video', settings: {} };
    expect(readQuestionDrag('Why us?')).toEqual({ text: 'Why us?', required: true, kindPart: video });
    expect(readQuestionDrag('42')).toEqual({ text: '42', required: true, kindPart: video });
    const bad = JSON.stringify({ text: 'Pick', required: true, Question_Kind: 'single_choice', Question_Settings: { options: [] } });
    expect(readQuestionDrag(bad)).toEqual({ text: 'Pick', required: true, kindPart: video });
  });

  it('sends only what an edit changed', () => {
    const draft = answerDraftOf(numberQuestion);
    expect(templateQuestionChange(numberQuestion, 'Years?', draft)).toBeNull();
    expect(templateQuestionChange(numberQuestion, 'Years of work?', draft)).toEqual({ text: 'Years of work?' });
    expect(templateQuestionChange(numberQuestion, 'Years?', { ...draft, settings: { ...draft.settings, max: '60' } })).toEqual({
      kind: 'number',
      settings: { min: 0, max: 60, qualifyingMin: 2 },
    });
  });

  it('gives the job question made from a template question its answer; a required video one keeps the defaults', () => {
    const use = templateQuestionUse(numberQuestion);
    expect(answerFromTemplate(use.kindPart, use.required)).toMatchObject({ kind: 'number', required: false, settings: { min: '0', qualifyingMin: '2' } });
    const plain = templateQuestionUse(buildTemplateQuestionState());
    expect(answerFromTemplate(plain.kindPart, plain.required)).toEqual({});
  });
});
