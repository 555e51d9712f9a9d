import { definePolicy } from '../../policy';

/*
 * The package and its payments have no action of their own beyond the routes' access: every
 * member reads the plan; choosing a package and asking for an upgrade is for `enterprise.manage`;
 * spending money (subscribing, the payment provider's portal) is the owner's (`billing.pay`),
 * signed in. The operator's and the payment provider's routes act for no member.
 */
export const billingPolicy = definePolicy('billing', {});
