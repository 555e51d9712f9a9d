import { definePolicy } from '../../policy';

/*
 * Images have no action of their own: a member's avatar follows the users policy (usersPolicy
 * 'user.edit': their own, or anyone's with `users.manage`), the enterprise's logo and an
 * employer's follow the routes' access (`enterprise.manage`, `employers.edit`).
 */
export const imagesPolicy = definePolicy('images', {});
