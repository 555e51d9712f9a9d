import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, expect } from 'vitest';
import { cleanup } from '@testing-library/react';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import { CATALOGUE_DIR } from '../../vite/catalogues';
import { activeLocale, provideCatalogue, switchLanguage } from '../interview/i18n';
import { takeServedData } from './api';

/*
 * The pseudo-locale (issue 32): the English catalogue with every letter swapped for an accented
 * one ("Start interview" → "Šţàŕţ ïñţéŕṽïéŵ"), so that a page drawn in it shows no plain Latin
 * letters except where the words never went through a catalogue. `npm test` runs the candidate
 * app's tests a second time in it (vitest.config.ts, project web-pseudo); after each test the page
 * is searched for plain words: each one is a string that was never extracted.
 */

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçďéƒĝĥïĵķļɱñöƥʠŕšţüṽŵẋýžÅƁÇĎÉḞĜĤÎĴĶĻḾÑØƤǪŔŠŢÛṼŴẊÝŽ'][i],
  ]),
);

/** Text with each Latin letter accented. */
export const pseudoText = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter]);

/** The English catalogue, pseudo-localised and compiled. */
export function pseudoCatalogue(): Messages {
  const english = JSON.parse(fs.readFileSync(path.join(CATALOGUE_DIR, 'en.json'), 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, compileMessageOrThrow(message, pseudoText)]));
}

/** Words a page may show in plain letters: what the employer or the candidate wrote, file names, codes. */
const ALLOWED: (RegExp | string)[] = [];

/** Allows plain words on the page: formats named as they are, the languages’ own names (a RegExp must be global). */
export function allowPlainText(...patterns: (RegExp | string)[]) {
  ALLOWED.push(...patterns);
}


const ATTRIBUTES = ['aria-label', 'aria-valuetext', 'placeholder', 'title', 'alt'];

/** The plain (never translated) words on the page: text, and the attributes a screen reader reads. */
export function plainWords(root: ParentNode = document.body, data: string[] = []): string[] {
  // Longest first, so that a job's title is taken out before a word of it.
  const allowed = [...ALLOWED, ...data.filter((text) => text.trim()).sort((a, b) => b.length - a.length)];
  const texts: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, [data-pseudo-ignore]')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of (root as Element).querySelectorAll?.('*') ?? []) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) =>
      allowed.reduce<string>((rest, pattern) => rest.replaceAll(pattern, ' '), text),
    )
    .flatMap((text) => text.match(/[A-Za-z]{2,}(?:\s+[A-Za-z]{2,})*/g) ?? []);
}

/** Runs the file's tests in the pseudo-locale, and fails a test whose page shows plain words. */
export function installPseudoLocale() {
  beforeAll(async () => {
    provideCatalogue('en', pseudoCatalogue());
    await switchLanguage('en');
  });
  afterEach(() => {
    // A test that left the page in a real language (es, ar, de…) is not a pseudo-locale check.
    if (activeLocale() !== 'en') return;
    const words = plainWords(document.body, takeServedData());
    // This hook runs before setup.ts's: the page goes now, so that a failure here leaves none behind.
    cleanup();
    expect(words, 'words on the page that no catalogue gave (a string never extracted?)').toEqual([]);
  });
}
