import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow as compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { CANDIDATE_MSG, CONSENT_LABELS, INTERVIEW_MSG } from '@candid/shared/candidateMessages';
import { CANDIDATE_LOCALES } from '@candid/shared/locales';
import { CATALOGUE_DIR } from '../../../vite/catalogues';

/*
 * The catalogues are complete (issue 32): every language has every message of the English one and
 * no other, each a valid ICU message with the same placeholders, so no candidate ever meets an id,
 * a hole or a sentence in the wrong language.
 */

type Catalogue = Record<string, string>;
const read = (locale: string): Catalogue => JSON.parse(fs.readFileSync(path.join(CATALOGUE_DIR, `${locale}.json`), 'utf8')) as Catalogue;
const english = read('en');

/** The placeholders a compiled message uses, with the plural/select keyword each is used with. */
function placeholders(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, format, cases] = token as [string, string?, Record<string, CompiledMessage>?];
    into.add(format ? `${name}:${format}` : name);
    for (const branch of Object.values(cases ?? {})) if (Array.isArray(branch)) placeholders(branch, into);
  }
  return into;
}

describe('message catalogues', () => {
  it('has exactly one catalogue per candidate language', () => {
    const files = fs.readdirSync(CATALOGUE_DIR).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...CANDIDATE_LOCALES].sort());
  });

  it.each(CANDIDATE_LOCALES.filter((locale) => locale !== 'en'))('%s has every message of English and no other', (locale) => {
    const catalogue = read(locale);
    const missing = Object.keys(english).filter((id) => !(id in catalogue));
    const extra = Object.keys(catalogue).filter((id) => !(id in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    const empty = Object.entries(catalogue).filter(([, text]) => text.trim() === '').map(([id]) => id);
    expect(empty).toEqual([]);
  });

  it.each(CANDIDATE_LOCALES)('%s: every message is valid ICU with the placeholders of the English one', (locale) => {
    const catalogue = read(locale);
    const wrong = Object.entries(catalogue).flatMap(([id, text]) => {
      if (!(id in english)) return [];
      let compiled: CompiledMessage;
      try {
        compiled = compileMessage(text);
      } catch (error) {
        return [`${id}: ${(error as Error).message}`];
      }
      const want = [...placeholders(compileMessage(english[id]))].sort();
      const have = [...placeholders(compiled)].sort();
      return want.join() === have.join() ? [] : [`${id}: placeholders ${have.join(', ')} instead of ${want.join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it("says in English what the employer app's pages say for the same message (INTERVIEW_MSG)", () => {
    const differing = Object.entries(INTERVIEW_MSG).filter(([id, text]) => english[id] !== text).map(([id]) => id);
    expect(differing).toEqual([]);
  });

  it.each(CANDIDATE_LOCALES)('%s: the consent the server records is the sentence the candidate ticks', (locale) => {
    expect(read(locale).consentLabel).toBe(CONSENT_LABELS[locale]);
  });

  it("has every message of the server's that a candidate can meet (CANDIDATE_MSG as server.*), saying in English what the server says", () => {
    const fixed = Object.entries(CANDIDATE_MSG).flatMap(([key, text]) => (typeof text === 'string' ? [[key, text] as const] : []));
    expect(fixed.filter(([key]) => !(`server.${key}` in english)).map(([key]) => key)).toEqual([]);
    expect(fixed.filter(([key, text]) => english[`server.${key}`] !== text).map(([key]) => key)).toEqual([]);
  });

  it('would notice a missing message or a lost placeholder', () => {
    expect([...placeholders(compileMessage('Question {n} of {total}'))].sort()).toEqual(['n', 'total']);
    expect([...placeholders(compileMessage('{s, plural, one {# second} other {# seconds}}'))]).toEqual(['s:plural']);
    expect(() => compileMessage('Question {n of')).toThrow();
  });
});
