import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow as compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/*
 * The candidate app's message catalogues (src/interview/i18n/catalogues/<locale>.json: ICU
 * messages by id, one file per language, written by people). `virtual:candid-catalogues` exports a
 * loader per locale; each catalogue is compiled here, at build time, into the form Lingui's
 * production runtime reads (it carries no message parser), and becomes a chunk of its own that is
 * fetched only when its language is chosen.
 */

const MODULE = 'virtual:candid-catalogues';
const CATALOGUE = 'virtual:candid-catalogue/';
export const CATALOGUE_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src/interview/i18n/catalogues');

/** A catalogue file's messages compiled, with the message id and file named when one does not parse. */
export function compileCatalogue(file: string): Record<string, unknown> {
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, compileMessage(message)];
      } catch (error) {
        throw new Error(`${path.basename(file)}: message "${id}" is not a valid ICU message: ${(error as Error).message}`);
      }
    }),
  );
}

/** The locale of a compiled catalogue's module id, or null for any other module. */
export function catalogueLocaleOf(id: string): string | null {
  return id.startsWith(`\0${CATALOGUE}`) ? id.slice(CATALOGUE.length + 1) : null;
}

export function catalogues(): Plugin {
  const locales = () =>
    fs
      .readdirSync(CATALOGUE_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
  return {
    name: 'candid-catalogues',
    enforce: 'pre',
    resolveId(id) {
      if (id === MODULE || id.startsWith(CATALOGUE)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${MODULE}`) {
        const entries = locales().map((locale) => `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(CATALOGUE + locale)}),`);
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      const locale = catalogueLocaleOf(id);
      if (locale) {
        const file = path.join(CATALOGUE_DIR, `${locale}.json`);
        this.addWatchFile(file);
        return `export const messages = ${JSON.stringify(compileCatalogue(file))};\n`;
      }
      return null;
    },
  };
}
