import type { Route } from '../routes/route';
import type * as contract from './index';

/** The contract's groups of calls (`commentsApi`, `usersApi`, ...) by name. */
type Groups = { [K in keyof typeof contract as K extends `${string}Api` ? K : never]: (typeof contract)[K] };

/** Every entry of the contract. */
export type AnyEndpoint = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/**
 * The contract entry served at a route: the web client names a call by its route (a value from
 * src/routes, free of zod) and gets the entry's request and answer types from here.
 */
export type EndpointAt<R extends Route> = Extract<AnyEndpoint, { method: R['method']; path: R['path'] }>;
