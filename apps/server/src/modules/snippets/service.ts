import { and, eq, sql } from 'drizzle-orm';
import { MAIL_SNIPPET_NAMES, MSG, SNIPPET_NAMES, type MailSnippetName, type Snippet, type SnippetName } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { enterprises, snippets } from '../../db/schema/index';
import { HttpError, notFound } from '../../http/errors';
import { sanitizeRichText } from '../../platform/html';
import { PLATFORM_NAME, defaultSnippet, mailSnippet } from './defaults';

const iso = (value: string) => new Date(value).toISOString();

async function liveEnterprise({ db }: Deps, enterpriseId: number) {
  const [row] = await db
    .select({ name: enterprises.name, email: enterprises.email })
    .from(enterprises)
    .where(and(eq(enterprises.id, enterpriseId), eq(enterprises.deleted, 0)));
  if (!row) throw notFound();
  return row;
}

const byLowerName = new Map<string, SnippetName | MailSnippetName>([...SNIPPET_NAMES, ...MAIL_SNIPPET_NAMES].map((n) => [n.toLowerCase(), n]));
const isMail = (name: SnippetName | MailSnippetName): name is MailSnippetName => (MAIL_SNIPPET_NAMES as readonly string[]).includes(name);

/**
 * GET /Snippet/Get/{name} (public): a legal text or a mail description, its name in any case;
 * 404 naming the snippets there are for another name, or for an unknown or deleted enterprise.
 */
export async function getSnippet(deps: Deps, input: { name: string; enterpriseId?: number }): Promise<Snippet> {
  const name = byLowerName.get(input.name.toLowerCase());
  if (!name) {
    const message = MSG.snippetUnknown(input.name);
    throw new HttpError(404, message, { name: [message] });
  }
  if (isMail(name)) return getMailSnippet(deps, { name, enterpriseId: input.enterpriseId });
  return getLegalText(deps, { name, enterpriseId: input.enterpriseId });
}

/** A response to candidates as it is sent, with its placeholders; with an enterprise, said to be its. */
async function getMailSnippet(deps: Deps, { name, enterpriseId }: { name: MailSnippetName; enterpriseId?: number }): Promise<Snippet> {
  const company = enterpriseId === undefined ? null : await liveEnterprise(deps, enterpriseId);
  const mail = mailSnippet(name);
  return {
    Snippet_Name: name,
    Snippet_Html: mail.html,
    Snippet_Subject: mail.subject,
    Snippet_Text: mail.text,
    companyName: company?.name ?? PLATFORM_NAME,
    enterpriseId: enterpriseId ?? null,
    isDefault: true,
    version: 0,
    updatedAt: null,
  };
}

/**
 * A legal text as candidates and visitors read it: the enterprise's own when it has saved one,
 * else the built-in text naming it; without an enterprise, the platform's own. An unknown or
 * deleted enterprise is a 404.
 */
async function getLegalText(deps: Deps, input: { name: SnippetName; enterpriseId?: number }): Promise<Snippet> {
  const { name, enterpriseId } = input;
  const legal = { Snippet_Name: name, Snippet_Subject: null, Snippet_Text: null };
  if (enterpriseId === undefined) {
    return {
      ...legal,
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
      ...legal,
      Snippet_Html: saved.html,
      companyName: company.name,
      enterpriseId,
      isDefault: false,
      version: saved.version,
      updatedAt: iso(saved.updatedAt),
    };
  }
  return {
    ...legal,
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
  return getLegalText(deps, { name: input.name, enterpriseId });
}

/** Whether sanitized HTML shows anything (an editor's empty paragraph does not). */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
