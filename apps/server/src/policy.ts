import { MSG, can, type Permission } from '@candid/shared';
import type { AuthContext } from './actors';
import { HttpError, notFound } from './http/errors';

/*
 * Who may do what, one policy per module (docs/architecture.md "Authorization"). A module's
 * policy.ts names each of its actions once: the permission of the role table it needs
 * (packages/shared/src/roles.ts; none: every member) and, for an action on one row, the test of
 * that row (a Hiring Manager's jobs, a comment's author). Services call `authorize` before they
 * act; routes keep their access declaration (the first gate, which the route registry checks);
 * test/role-matrix.test.ts prints every action of every policy for every role.
 */

/**
 * What a row test answers: the actor may act on it (true), the row is out of their sight ('hidden':
 * 404, as if it did not exist, so ids of other scopes are not disclosed), or they see it but may
 * not do this ({ refused: message }: 403 with the message).
 */
export type RowVerdict = true | 'hidden' | { refused: string };

/** One action: the permission it needs and, for an action on a row, the row's test. */
export interface Rule<Row = never> {
  permission?: Permission;
  /** The 403's message when the permission is missing (default MSG.forbidden). */
  refusal?: string;
  /** The rows this actor may act on; absent: the action is not about one row. */
  row?: (actor: AuthContext, row: Row) => RowVerdict;
  /** Which rows, in words, for the role matrix: "the jobs they manage", "their own comments". */
  scope?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each rule keeps its own row type; the map only holds them
type Rules = Record<string, Rule<any>>;
type RowOf<R> = R extends { row: (actor: AuthContext, row: infer Row) => RowVerdict } ? [row: Row] : [];

export interface Policy<T extends Rules> {
  /** The module the policy belongs to. */
  module: string;
  rules: T;
  /** Throws the refusal (403, or 404 for a row out of sight) unless `actor` may do `action`. */
  authorize<A extends keyof T & string>(actor: AuthContext, action: A, ...row: RowOf<T[A]>): void;
  /** Whether `actor` may do `action` (what a screen shows or a list leaves out). */
  allows<A extends keyof T & string>(actor: AuthContext, action: A, ...row: RowOf<T[A]>): boolean;
}

/** The answer of a rule for an actor (and a row): null when allowed, else the error to throw. */
export function refusalOf(rule: Rule<unknown>, actor: AuthContext, row?: unknown): HttpError | null {
  if (rule.permission && !can(actor.accessLevel, rule.permission)) return new HttpError(403, rule.refusal ?? MSG.forbidden);
  if (!rule.row) return null;
  const verdict = rule.row(actor, row);
  if (verdict === true) return null;
  return verdict === 'hidden' ? notFound() : new HttpError(403, verdict.refused);
}

/** Declares a module's policy: its actions, each with its permission and row test. */
export function definePolicy<const T extends Rules>(module: string, rules: T): Policy<T> {
  return {
    module,
    rules,
    authorize(actor, action, ...row) {
      const refusal = refusalOf(rules[action], actor, row[0]);
      if (refusal) throw refusal;
    },
    allows(actor, action, ...row) {
      return refusalOf(rules[action], actor, row[0]) === null;
    },
  };
}
