import { describe, expect, it } from 'vitest';
import { questionDraftSchema, type QuestionDraft, type QuestionKind } from '@candid/shared';
import { ALL_TYPED, FAMILIES, GENERAL_TYPED, OfflineGenerator, TYPED_BY_FAMILY, seededRandom } from './offline/index';
import { renderTemplate } from './offline/bank';
import { draftToWire } from './drafts';
import { DEFAULT_TYPED_KINDS, questionKey } from './provider';

const generator = new OfflineGenerator();
const TITLES = ['Registered Nurse', 'Senior Software Engineer', 'Barista', 'Forklift Driver', 'Store Manager', 'Zookeeper'];

const optionsOf = (d: QuestionDraft) => (d.Question_Kind === 'single_choice' || d.Question_Kind === 'multiple_choice' ? d.Question_Settings.options : []);

/** A draft's screening rule, if any, in words (so a test can list every rule of the bank). */
function ruleOf(d: QuestionDraft): string | null {
  if (d.Question_Kind === 'yes_no') return d.Question_Settings.qualifyingAnswer === undefined ? null : `yes_no=${d.Question_Settings.qualifyingAnswer}`;
  if (d.Question_Kind === 'number') return d.Question_Settings.qualifyingMin !== undefined || d.Question_Settings.qualifyingMax !== undefined ? 'range' : null;
  const marked = optionsOf(d).filter((o) => o.qualifies !== undefined);
  return marked.length ? marked.map((o) => `${o.id}=${o.qualifies}`).join(',') : null;
}

/** The checks every draft must pass, generated or from the bank. */
function expectValidDraft(d: QuestionDraft) {
  const parsed = questionDraftSchema.safeParse(d);
  expect(parsed.success, `${d.Question_Text}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
  expect(d.Question_Text).not.toMatch(/[{}]/);
  const options = optionsOf(d);
  if (d.Question_Kind === 'single_choice' || d.Question_Kind === 'multiple_choice') {
    expect(options.length, d.Question_Text).toBeGreaterThanOrEqual(2);
    const ids = options.map((o) => o.id);
    expect(new Set(ids).size, d.Question_Text).toBe(ids.length);
    expect(new Set(options.map((o) => questionKey(o.label))).size, d.Question_Text).toBe(options.length);
    // A rule is a mark on an option of this question: it names one of its ids.
    for (const o of options.filter((x) => x.qualifies !== undefined)) expect(ids).toContain(o.id);
  }
  if (d.Question_Kind === 'number') {
    expect(d.Question_Settings.min).toBe(0);
    expect(d.Question_Settings.max).toBeGreaterThan(0);
  }
}

describe('the typed question bank', () => {
  it('has screening, choice, number and written questions for every job family, each valid under the shared schema', () => {
    expect(Object.keys(TYPED_BY_FAMILY).sort()).toEqual(FAMILIES.map((f) => f.id).sort());
    for (const [family, list] of Object.entries(TYPED_BY_FAMILY)) {
      const kinds = new Set(list.map((q) => q.draft.kind));
      expect(list.length, family).toBeGreaterThanOrEqual(5);
      expect(kinds.has('number'), family).toBe(true);
      expect(kinds.has('text'), family).toBe(true);
      expect(kinds.has('single_choice') || kinds.has('multiple_choice'), family).toBe(true);
      expect(list.every((q) => q.family === family)).toBe(true);
    }
    const general = new Set(GENERAL_TYPED.map((q) => q.draft.kind));
    expect([...general].sort()).toEqual(['date', 'file', 'number', 'single_choice', 'text', 'yes_no']);
    for (const q of ALL_TYPED) expectValidDraft(draftToWire({ ...q.draft, text: renderTemplate(q.draft.text, 'Barista') }));
    // Families may share a wording ("When are you available to work?"), never with the general questions or within one.
    for (const list of Object.values(TYPED_BY_FAMILY)) {
      const texts = [...GENERAL_TYPED, ...list].map((q) => questionKey(q.draft.text));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('marks qualifying answers only where the meaning is plain: the right to work', () => {
    const rules = ALL_TYPED.map((q) => draftToWire(q.draft)).filter((d) => ruleOf(d)).map((d) => `${d.Question_Text} ${ruleOf(d)}`);
    expect(rules).toEqual([
      'Do you have the right to work in the country where this role is based? yes_no=true',
      'Which best describes your right to work in the country where this role is based? no-current-rig=false',
    ]);
  });
});

describe('OfflineGenerator.generateTypedQuestions', () => {
  for (const jobTitle of TITLES) {
    it(`returns 1..10 valid, distinct drafts of the default kinds for ${jobTitle}, the right to work first`, async () => {
      for (let count = 1; count <= 10; count++) {
        const drafts = await generator.generateTypedQuestions({ jobTitle, count });
        expect(drafts).toHaveLength(count);
        drafts.forEach(expectValidDraft);
        expect(new Set(drafts.map((d) => questionKey(d.Question_Text))).size).toBe(count);
        expect(drafts.every((d) => DEFAULT_TYPED_KINDS.includes(d.Question_Kind))).toBe(true);
        expect(drafts[0].Question_Text).toMatch(/right to work/);
        expect(drafts.filter((d) => /right to work/.test(d.Question_Text))).toHaveLength(1);
      }
    });
  }

  it('mixes kinds and includes the job family’s own questions, the right to work first (whatever the draw)', async () => {
    const healthcare = new Set(TYPED_BY_FAMILY.healthcare.map((q) => q.draft.text));
    // Every draw, not one: the bank is shuffled, and the right to work comes as yes/no or as a choice.
    for (let seed = 1; seed <= 40; seed++) {
      const drafts = await new OfflineGenerator(seededRandom(seed)).generateTypedQuestions({ jobTitle: 'Registered Nurse', count: 6 });
      expect(new Set(drafts.map((d) => d.Question_Kind)).size, `seed ${seed}`).toBeGreaterThanOrEqual(5);
      expect(drafts.filter((d) => healthcare.has(d.Question_Text)).length, `seed ${seed}`).toBeGreaterThanOrEqual(3);
      // One question on experience, the family's rather than the general one.
      expect(drafts.filter((d) => d.Question_Kind === 'number'), `seed ${seed}`).toHaveLength(1);
      expect(drafts[0].Question_Text, `seed ${seed}`).toMatch(/right to work/i);
      expect(['yes_no', 'single_choice']).toContain(drafts[0].Question_Kind);
      expect(drafts.at(-1)?.Question_Kind, `seed ${seed}`).toBe('text');
    }
  });

  it('gives only the kinds asked for, running on into the question bank for written and recorded ones', async () => {
    const only = async (kinds: QuestionKind[], count = 10) => generator.generateTypedQuestions({ jobTitle: 'Forklift Driver', count, kinds });
    const numbers = await only(['number']);
    expect(numbers.length).toBeGreaterThanOrEqual(1);
    expect(numbers.every((d) => d.Question_Kind === 'number')).toBe(true);
    const choices = await only(['single_choice', 'multiple_choice'], 4);
    expect(choices).toHaveLength(4);
    expect(choices.every((d) => optionsOf(d).length >= 2)).toBe(true);
    for (const kind of ['video', 'text', 'audio'] as const) {
      const drafts = await only([kind]);
      expect(drafts).toHaveLength(10);
      drafts.forEach(expectValidDraft);
      expect(drafts.every((d) => d.Question_Kind === kind)).toBe(true);
    }
    const files = await only(['file']);
    expect(files.map((d) => d.Question_Required)).toEqual(files.map(() => false));
  });

  it('never repeats the job’s questions, compared without case or punctuation', async () => {
    const first = await generator.generateTypedQuestions({ jobTitle: 'Barista', count: 10 });
    const existing = first.map((d) => d.Question_Text.toUpperCase().replace(/[?.,]/g, ''));
    const next = await generator.generateTypedQuestions({ jobTitle: 'Barista', count: 10, existing });
    expect(next).toHaveLength(10);
    expect(next.filter((d) => first.some((f) => f.Question_Text === d.Question_Text))).toEqual([]);
    expect(next.some((d) => /right to work/.test(d.Question_Text))).toBe(false);
  });

  it('gives the same drafts for the same seed and different ones for another', async () => {
    const seeded = (seed: number) => new OfflineGenerator(seededRandom(seed)).generateTypedQuestions({ jobTitle: 'Accountant', count: 8 });
    expect(await seeded(7)).toEqual(await seeded(7));
    expect(await seeded(7)).not.toEqual(await seeded(8));
  });
});
