import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The fixed windows of every rate limit (issue 30), in the database so that all server processes
 * count together: N replicas allow what one does. The key names the limit and the SHA-256 of its
 * target ('sign-in-failures:<hash of the address>', 'route:POST /api/token:<hash of the client
 * address>'). A row whose window has ended counts as absent; such rows are swept now and then.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'string' }).notNull(),
});
