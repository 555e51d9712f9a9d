import { describe, expect, it } from 'vitest';
import { answerText, type AnswerTextQuestion } from './entities/answerText';
import { fileSizeText } from './formRules';

const choice: AnswerTextQuestion = {
  kind: 'multiple_choice',
  settings: {
    options: [
      { id: 'a', label: 'Forklift licence' },
      { id: 'b', label: 'First aid' },
      { id: 'c', label: 'Working with children check' },
    ],
  },
};
const plain = (kind: AnswerTextQuestion['kind']): AnswerTextQuestion => ({ kind: kind, settings: {} });

describe('answerText', () => {
  it('reads each kind of answer as words', () => {
    expect(answerText(plain('text'), { kind: 'text', text: 'Two years on nights.' })).toBe('Two years on nights.');
    expect(answerText(plain('yes_no'), { kind: 'yes_no', yes: true })).toBe('Yes');
    expect(answerText(plain('yes_no'), { kind: 'yes_no', yes: false })).toBe('No');
    expect(answerText(plain('number'), { kind: 'number', number: 38.5 })).toBe('38.5');
    expect(answerText(plain('date'), { kind: 'date', date: '2027-02-01' })).toBe('2027-02-01');
    expect(answerText(plain('file'), { kind: 'file', file: { name: 'licence.pdf', sizeBytes: 245_760, contentType: 'application/pdf' } })).toBe('licence.pdf (240 KB)');
  });

  it("names the chosen options by their labels in the question's order, and an option since removed by its id", () => {
    expect(answerText(choice, { kind: 'multiple_choice', choiceIds: ['c', 'a'] })).toBe('Forklift licence; Working with children check');
    expect(answerText(choice, { kind: 'multiple_choice', choiceIds: ['b', 'gone'] })).toBe('First aid; gone');
    expect(answerText(choice, { kind: 'multiple_choice', choiceIds: [] })).toBe('');
  });

  it('gives file sizes in B, KB and MB', () => {
    expect([fileSizeText(1), fileSizeText(512), fileSizeText(14 * 1024), fileSizeText(2.34 * 1024 * 1024), fileSizeText(3 * 1024 ** 3)]).toEqual(['1 byte', '512 bytes', '14 KB', '2.3 MB', '3 GB']);
  });
});
