import { definePolicy } from '../../policy';

/*
 * Signing in and out, the account's password and sessions have no action to authorize: each
 * acts on the signed-in member's own account (the routes' access: public, or signed in with a
 * session); this module is where the session, and so the actor, comes from.
 */
export const authPolicy = definePolicy('auth', {});
