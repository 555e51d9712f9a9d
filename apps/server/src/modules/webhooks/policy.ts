import { definePolicy } from '../../policy';

/*
 * Webhooks have no action of their own beyond the routes' access: webhook endpoints are managed
 * by the same people as API keys (issue 17), owners and admins (`integrations.manage`), signed in;
 * never a Hiring Manager nor an API key. Every endpoint of the enterprise is theirs to manage.
 */
export const webhooksPolicy = definePolicy('webhooks', {});
