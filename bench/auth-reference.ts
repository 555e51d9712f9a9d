// The reference for `npm run bench -- auth`: a bare Fastify server (no plugins, no logging, no
// schemas) whose GET /api/User/:id does the database and CPU work Candid's authenticated GET does,
// as plain node-postgres calls with Candid's pool size. What it serves is what the stack allows;
// Candid's rate over it is what Candid keeps. Run as its own process:
//   PORT=… DATABASE_URL=… REFERENCE_SQL=cached|session+user node --import tsx bench/auth-reference.ts
//
// `cached` (the like-for-like reference) is Candid's hot path: the bearer token's SHA-256, a
// lookup in an in-memory map of sessions validated in the last SESSION_CACHE_TTL_MS (read from
// the database with the session SQL on a miss, as Candid does), then the user read as a named
// prepared statement (drizzle's `.prepare(name)` on node-postgres: parsed and planned once per
// connection, rows as arrays, timestamps as text), and the same JSON body Candid sends (the user
// as modules/users/present.ts shapes it, in Candid's success wrapper).
// `session+user` is the reference before issue 27, kept for its figure: both queries on every
// request as unnamed statements, the raw row sent. Candid reads a cached session from memory, so
// against this one it is not compared like for like (the ratio flatters Candid).
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { SESSION_CACHE_TTL_MS } from '../apps/server/src/modules/auth/session-cache';

/** The session lookup, as drizzle writes it for modules/auth/sessions.ts. */
export const SESSION_SQL =
  'select "sessions"."id", "sessions"."expires_at", "users"."id", "users"."enterprise_id", "users"."access_level", "users"."email" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2 and "users"."status" = $3) limit $4';
/** The user read, as drizzle writes it for modules/users/service.ts getUser. */
export const USER_SQL =
  'select "users"."id", "users"."enterprise_id", "users"."first_name", "users"."second_name", "users"."last_name", "users"."email", "users"."initials", "users"."background_colour", "users"."colour", "users"."avatar_enable", "users"."image_link", "users"."access_level", "users"."status", "users"."s_session", "users"."is_onboarding", "users"."password_hash", "users"."invite_token_hash", "users"."invite_expires_at", "users"."created_at", "users"."updated_at", "enterprises"."name" from "users" inner join "enterprises" on "enterprises"."id" = "users"."enterprise_id" where ("users"."enterprise_id" = $1 and "users"."id" = $2) limit $3';

export type ReferenceSql = 'cached' | 'session+user';

/** Drizzle's node-postgres driver leaves dates, times and intervals as PostgreSQL's text. */
const TEXT_TYPES = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** The user row (USER_SQL's columns, in order) as Candid sends it: modules/users/present.ts. */
function present(r: unknown[]) {
  return {
    pk_User_ID: r[0],
    fk_Enterprise_ID: r[1],
    User_FirstName: r[2],
    User_SecondName: r[3],
    User_LastName: r[4],
    User_Email: r[5],
    User_Initials: r[6],
    User_BackgroundColour: r[7],
    User_Colour: r[8],
    User_AvatarEnable: r[9],
    User_ImageLink: r[10],
    User_AccessLevel: r[11],
    User_Status: r[12],
    sSession: r[13],
    IsOnBoardingProcess: r[14],
    User_InvitePending: r[15] === null && r[16] !== null,
    Enterprise_Name: r[20],
  };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const mode = (process.env.REFERENCE_SQL ?? 'cached') as ReferenceSql;
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  const unauthorized = { successful: false, status: 401, data: null };
  /** Sessions read from the database, and requests answered: the bench prints both. */
  const counts = { sessionReads: 0, requests: 0 };
  app.get('/counts', async () => counts);

  if (mode === 'session+user') {
    app.get<{ Params: { id: string } }>('/api/User/:id', async (req, reply) => {
      counts.requests++;
      const token = (req.headers.authorization ?? '').slice('Bearer '.length);
      const hash = createHash('sha256').update(token).digest('hex');
      counts.sessionReads++;
      const session = await pool.query({ text: SESSION_SQL, values: [hash, new Date().toISOString(), 1, 1], rowMode: 'array' });
      if (!session.rows[0]) return reply.code(401).send(unauthorized);
      const { rows } = await pool.query({ text: USER_SQL, values: [session.rows[0][3], Number(req.params.id), 1], rowMode: 'array' });
      return { successful: true, status: 200, data: rows[0] ?? null };
    });
  } else {
    /** By token hash: the session's user and enterprise, trusted until `until` (Candid's SessionCache). */
    const cache = new Map<string, { userId: number; enterpriseId: number; until: number }>();
    app.get<{ Params: { id: string } }>('/api/User/:id', async (req, reply) => {
      counts.requests++;
      const header = req.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!token || token.length > 200) return reply.code(401).send(unauthorized);
      const hash = createHash('sha256').update(token).digest('hex');
      const now = Date.now();
      let session = cache.get(hash);
      if (session && session.until <= now) {
        cache.delete(hash);
        session = undefined;
      }
      if (!session) {
        counts.sessionReads++;
        const { rows } = await pool.query({
          name: 'reference_session_lookup',
          text: SESSION_SQL,
          values: [hash, new Date(now).toISOString(), 1, 1],
          rowMode: 'array',
          types,
        });
        if (!rows[0]) return reply.code(401).send(unauthorized);
        session = { userId: rows[0][2], enterpriseId: rows[0][3], until: Math.min(now + SESSION_CACHE_TTL_MS, new Date(rows[0][1]).getTime()) };
        cache.set(hash, session);
      }
      const { rows } = await pool.query({
        name: 'reference_user_by_id',
        text: USER_SQL,
        values: [session.enterpriseId, Number(req.params.id), 1],
        rowMode: 'array',
        types,
      });
      if (!rows[0]) return reply.code(404).send({ successful: false, status: 404, data: null });
      return { successful: true, status: 200, data: present(rows[0]) };
    });
  }
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log('reference ready');
}
