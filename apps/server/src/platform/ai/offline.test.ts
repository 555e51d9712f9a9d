import { describe, expect, it } from 'vitest';
import { ALL_QUESTIONS, FAMILIES, GENERAL_QUESTIONS, OfflineGenerator, matchFamilies, renderQuestion, seededRandom } from './offline/index';
import { withArticle } from './offline/bank';
import { questionKey } from './provider';
import type { FamilyId } from './offline/types';

const generator = new OfflineGenerator();

/** The rendered questions of a family, to check a selection is role-relevant. */
const familyTexts = (id: FamilyId, jobTitle: string) =>
  new Set(FAMILIES.find((f) => f.id === id)!.questions.map((q) => renderQuestion(q, jobTitle)));

// Each keyword pattern matches every question of its family, so the check is not left to chance.
const TITLES: { title: string; family?: FamilyId; keyword?: RegExp }[] = [
  { title: 'Registered Nurse', family: 'healthcare', keyword: /patient|care|clinical|healthcare|infection|scope of practice/i },
  { title: 'Senior Software Engineer', family: 'ict', keyword: /code|technical|system|security|technolog|feature|production|review|reproduce/i },
  { title: 'Sales Representative', family: 'sales', keyword: /sales|deal|prospect|pipeline|customer|price|sell|rejection/i },
  { title: 'Barista', family: 'hospitality', keyword: /service|guest|food|customer|order|shift/i },
  { title: 'Accountant', family: 'accounting', keyword: /financ|account|payroll|tax|month-end|BAS|analysis|transaction/i },
  { title: 'Zookeeper' },
];

describe('the offline question bank', () => {
  it('holds 150+ unique, tagged questions across general and 14 job families', () => {
    expect(ALL_QUESTIONS.length).toBeGreaterThanOrEqual(150);
    expect(FAMILIES).toHaveLength(14);
    expect(new Set(ALL_QUESTIONS.map((q) => questionKey(q.text))).size).toBe(ALL_QUESTIONS.length);
    for (const family of FAMILIES) {
      expect(family.questions.length, family.id).toBeGreaterThanOrEqual(10);
      expect(family.responsibilities.length).toBeGreaterThanOrEqual(5);
      expect(family.requirements.length).toBeGreaterThanOrEqual(5);
    }
    const kinds = new Set(GENERAL_QUESTIONS.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(['behavioural', 'competency', 'culture', 'motivation', 'situational']);
  });

  it('matches titles and categories to job families', () => {
    const ids = (jobTitle: string, category?: string) => matchFamilies({ jobTitle, category }).map((m) => m.family.id);
    expect(ids('Registered Nurse')).toEqual(['healthcare']);
    expect(ids('Senior Software Engineer')).toEqual(['ict']);
    expect(ids('Civil Engineer')).toEqual(['engineering']);
    expect(ids('Store Manager').sort()).toEqual(['management', 'retail']);
    expect(ids('Café Supervisor')[0]).toBe('hospitality');
    expect(ids('Zookeeper')).toEqual([]);
    expect(ids('Coordinator', 'Call Centre & Customer Service')).toEqual(['customer-service']);
    expect(ids('Electricians wanted')).toEqual(['trades']);
  });

  it('fills in the job title with the right article', () => {
    expect(withArticle('Barista')).toBe('a Barista');
    expect(withArticle('Accountant')).toBe('an Accountant');
    expect(withArticle('IT Support Officer')).toBe('an IT Support Officer');
    expect(withArticle('University Lecturer')).toBe('a University Lecturer');
    const q = GENERAL_QUESTIONS.find((x) => x.text.includes('{aJobTitle}'))!;
    expect(renderQuestion(q, 'Accountant')).toContain('an Accountant');
  });
});

describe('OfflineGenerator.generateQuestions', () => {
  for (const { title, family, keyword } of TITLES) {
    it(`returns exactly 1..10 distinct, relevant questions for ${title}`, async () => {
      for (let count = 1; count <= 10; count++) {
        const questions = await generator.generateQuestions({ jobTitle: title, count });
        expect(questions).toHaveLength(count);
        expect(new Set(questions.map(questionKey)).size).toBe(count);
        for (const q of questions) expect(q).not.toMatch(/[{}]/);
        if (family && count >= 2) {
          const role = familyTexts(family, title);
          expect(questions.some((q) => role.has(q)), `${title} x${count}: ${questions.join(' | ')}`).toBe(true);
          expect(questions.some((q) => keyword!.test(q))).toBe(true);
        }
      }
    });
  }

  it('mixes competencies and kinds in a set of ten', async () => {
    const questions = await generator.generateQuestions({ jobTitle: 'Registered Nurse', count: 10 });
    const tagged = questions.map((t) => ALL_QUESTIONS.find((q) => renderQuestion(q, 'Registered Nurse') === t)!);
    expect(new Set(tagged.map((q) => q.competency)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(tagged.map((q) => q.kind)).size).toBeGreaterThanOrEqual(4);
    expect(tagged.filter((q) => q.family === 'healthcare').length).toBe(5);
    expect(tagged.some((q) => q.kind === 'motivation')).toBe(true);
  });

  it('uses the title in templated questions for an unknown job', async () => {
    const all = new Set<string>();
    for (let i = 0; i < 10; i++) for (const q of await generator.generateQuestions({ jobTitle: 'Zookeeper', count: 10 })) all.add(q);
    expect([...all].some((q) => q.includes('Zookeeper'))).toBe(true);
  });

  it('never repeats existing questions, compared without case or punctuation', async () => {
    const first = await generator.generateQuestions({ jobTitle: 'Barista', count: 10 });
    const existing = first.map((q) => q.toUpperCase().replace(/[?.,]/g, ''));
    for (let i = 0; i < 5; i++) {
      const next = await generator.generateQuestions({ jobTitle: 'Barista', count: 10, existing });
      expect(next).toHaveLength(10);
      expect(next.filter((q) => first.includes(q))).toEqual([]);
    }
  });

  it('still returns the full count when existing questions cover most of the bank', async () => {
    const existing = GENERAL_QUESTIONS.map((q) => renderQuestion(q, 'Barista'));
    const questions = await generator.generateQuestions({ jobTitle: 'Barista', count: 10, existing });
    expect(questions).toHaveLength(10);
    expect(questions.filter((q) => existing.includes(q))).toEqual([]);
  });

  it('gives different sets on different calls, and the same set for the same seed', async () => {
    const a = await generator.generateQuestions({ jobTitle: 'Accountant', count: 10 });
    const b = await generator.generateQuestions({ jobTitle: 'Accountant', count: 10 });
    expect(a).not.toEqual(b);
    const seeded = async (seed: number) => new OfflineGenerator(seededRandom(seed)).generateQuestions({ jobTitle: 'Accountant', count: 10 });
    expect(await seeded(42)).toEqual(await seeded(42));
    expect(await seeded(42)).not.toEqual(await seeded(43));
  });
});

describe('OfflineGenerator.generateJobDescription', () => {
  it('writes a structured advert from the job’s fields', async () => {
    const d = await generator.generateJobDescription({
      jobTitle: 'Senior Software Engineer',
      category: 'Information & Communication Technology',
      workType: 1,
      payType: 2,
      payFrom: 95000,
      payTo: 120000,
      location: 'Sydney NSW',
      companyName: 'Acme <Labs> & Co',
    });
    for (const section of ['About the role', 'Key responsibilities', 'About you', 'What we offer', 'How to apply']) {
      expect(d.html).toContain(`<h2>${section}</h2>`);
      expect(d.text).toContain(section);
    }
    expect(d.html).toContain('<h1>Senior Software Engineer</h1>');
    expect(d.html).toContain('Acme &lt;Labs&gt; &amp; Co');
    expect(d.text).toContain('Acme <Labs> & Co');
    expect(d.text).toContain('95,000 – 120,000 per year');
    expect(d.text).toContain('Annual salary');
    expect(d.text).toContain('Full-time');
    expect(d.text).toContain('Sydney NSW');
    expect(d.text).toMatch(/one-way video interview/);
    expect(d.text).toMatch(/code|software/i);
    expect(d.text).toContain('Mentor and support less experienced team members');
    expect(d.html).toMatch(/<ul><li>/);
    expect(d.html).not.toMatch(/<(script|img|div|span)/);
  });

  it('labels work and pay types and adapts to casual, hourly and unknown jobs', async () => {
    const casual = await generator.generateJobDescription({ jobTitle: 'Barista', workType: 4, payType: 1, payFrom: 32.5, payTo: 32.5 });
    expect(casual.text).toContain('Casual');
    expect(casual.text).toContain('Hourly rate: 32.5 per hour');
    expect(casual.text).toMatch(/food|guest|service/i);

    const commission = await generator.generateJobDescription({ jobTitle: 'Account Executive', workType: 3, payType: 3, payFrom: 80000 });
    expect(commission.text).toContain('Contract');
    expect(commission.text).toContain('From 80,000 per year plus commission');

    const unknown = await generator.generateJobDescription({ jobTitle: 'Zookeeper', workType: 2 });
    expect(unknown.text).toContain('We are looking for a part-time Zookeeper');
    expect(unknown.text).toContain('Key responsibilities');
    expect(unknown.text).not.toMatch(/undefined|null/);
  });
});
