import { integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, id, updatedAt } from './common';

/**
 * An enterprise's own legal text (privacy policy, terms of service), shown to its candidates.
 * No row: the built-in default (modules/snippets/defaults.ts) is shown instead.
 */
export const snippets = pgTable(
  'snippets',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    /** Privacy_Policy or Terms_Of_Service (SNIPPET_NAMES). */
    name: varchar('name', { length: 50 }).notNull(),
    /** Sanitized HTML (platform/html.ts). */
    html: text('html').notNull(),
    /** 1 for the first saved edit, +1 for each later one; consent records name it. */
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by_user_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('snippets_enterprise_name_uq').on(t.enterpriseId, t.name)],
);
