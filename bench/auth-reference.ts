// The reference for `npm run bench -- auth`: a bare Fastify server (no plugins, no logging, no
// schemas) whose GET /api/User/:id runs the SQL Candid's authenticated GET runs, as plain text on
// node-postgres with the same pool size, and sends the row as JSON. What it serves is what the
// stack allows; Candid's rate over it is what Candid keeps. Run as its own process:
//   PORT=… DATABASE_URL=… REFERENCE_SQL=session+user|user node --import tsx bench/auth-reference.ts
// `session+user` reads the session and then the user (what every request did before sessions
// were cached, and what a cache miss does); `user` reads only the user (a cached session's path).
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

/** The session lookup, as drizzle writes it for modules/auth/sessions.ts. */
export const SESSION_SQL =
  'select "sessions"."id", "sessions"."expires_at", "users"."id", "users"."enterprise_id", "users"."access_level", "users"."email" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2 and "users"."status" = $3) limit $4';
/** The user read, as drizzle writes it for modules/users/service.ts getUser. */
export const USER_SQL =
  'select "users"."id", "users"."enterprise_id", "users"."first_name", "users"."second_name", "users"."last_name", "users"."email", "users"."initials", "users"."background_colour", "users"."colour", "users"."avatar_enable", "users"."image_link", "users"."access_level", "users"."status", "users"."s_session", "users"."is_onboarding", "users"."password_hash", "users"."invite_token_hash", "users"."invite_expires_at", "users"."created_at", "users"."updated_at", "enterprises"."name" from "users" inner join "enterprises" on "enterprises"."id" = "users"."enterprise_id" where ("users"."enterprise_id" = $1 and "users"."id" = $2) limit $3';

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const withSession = (process.env.REFERENCE_SQL ?? 'session+user') === 'session+user';
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/api/User/:id', async (req, reply) => {
    let enterpriseId = Number(process.env.REFERENCE_ENTERPRISE_ID ?? 1);
    if (withSession) {
      const token = (req.headers.authorization ?? '').slice('Bearer '.length);
      const hash = createHash('sha256').update(token).digest('hex');
      const session = await pool.query({ text: SESSION_SQL, values: [hash, new Date().toISOString(), 1, 1], rowMode: 'array' });
      if (!session.rows[0]) return reply.code(401).send({ successful: false, status: 401, data: null });
      enterpriseId = session.rows[0][3];
    }
    const { rows } = await pool.query({ text: USER_SQL, values: [enterpriseId, Number(req.params.id), 1], rowMode: 'array' });
    return { successful: true, status: 200, data: rows[0] ?? null };
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log('reference ready');
}
