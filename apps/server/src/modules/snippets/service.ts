import { and, eq, sql } from 'drizzle-orm';
import type { Snippet, SnippetName } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { enterprises, snippets } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { sanitizeRichText } from '../../platform/html';
import { PLATFORM_NAME, defaultSnippet } from './defaults';

const iso = (value: string) => new Date(value).toISOString();

async function liveEnterprise({ db }: Deps, enterpriseId: number) {
  const [row] = await db
    .select({ name: enterprises.Enterprise_Name, email: enterprises.Enterprise_Email })
    .from(enterprises)
    .where(and(eq(enterprises.pk_Enterprise_ID, enterpriseId), eq(enterprises.Enterprise_Deleted, 0)));
  if (!row) throw notFound();
  return row;
}

/**
 * A legal text as candidates and visitors read it (public): the enterprise's own when it has
 * saved one, else the built-in text naming it; without an enterprise, the platform's own.
 * An unknown or deleted enterprise is a 404.
 */
export async function getSnippet(deps: Deps, input: { name: SnippetName; enterpriseId?: number }): Promise<Snippet> {
  const { name, enterpriseId } = input;
  if (enterpriseId === undefined) {
    return {
      Snippet_Name: name,
      Snippet_Html: defaultSnippet(name),
      companyName: PLATFORM_NAME,
      enterpriseId: null,
      isDefault: true,
      version: 0,
      updatedAt: null,
    };
  }
  const company = await liveEnterprise(deps, enterpriseId);
  const [saved] = await deps.db
    .select()
    .from(snippets)
    .where(and(eq(snippets.enterpriseId, enterpriseId), eq(snippets.name, name)));
  if (saved && saved.html !== '') {
    return {
      Snippet_Name: name,
      Snippet_Html: saved.html,
      companyName: company.name,
      enterpriseId,
      isDefault: false,
      version: saved.version,
      updatedAt: iso(saved.updatedAt),
    };
  }
  return {
    Snippet_Name: name,
    Snippet_Html: defaultSnippet(name, { companyName: company.name, email: company.email }),
    companyName: company.name,
    enterpriseId,
    isDefault: true,
    // After a restore the row stays with its version, so a version number never names two texts.
    version: saved?.version ?? 0,
    updatedAt: saved ? iso(saved.updatedAt) : null,
  };
}

/**
 * Saves the caller's enterprise's text, sanitized like a job description; each save raises the
 * version. Text that is empty once sanitized clears the enterprise's own, so the default shows;
 * the row and its version stay, so the next save goes on counting (consent records name versions).
 */
export async function saveSnippet(deps: Deps, actor: AuthContext, input: { name: SnippetName; html: string }): Promise<Snippet> {
  const html = sanitizeRichText(input.html);
  const { enterpriseId } = actor;
  const text = hasText(html) ? html : '';
  await deps.db
    .insert(snippets)
    .values({ enterpriseId, name: input.name, html: text, version: 1, updatedBy: actor.userId })
    .onConflictDoUpdate({
      target: [snippets.enterpriseId, snippets.name],
      set: { html: text, version: sql`${snippets.version} + 1`, updatedBy: actor.userId, updatedAt: sql`now()` },
    });
  return getSnippet(deps, { name: input.name, enterpriseId });
}

/** Whether sanitized HTML shows anything (an editor's empty paragraph does not). */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
