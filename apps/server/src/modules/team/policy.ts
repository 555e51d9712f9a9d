import { definePolicy } from '../../policy';

/*
 * The team has no action of its own: who may change which member, and their level or status,
 * is the users policy's (usersPolicy, asked by updateUser); the team adds the plan's limits.
 */
export const teamPolicy = definePolicy('team', {});
