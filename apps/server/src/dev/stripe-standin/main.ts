import { startStripeStandIn } from './index';

/**
 * `npm run stripe-standin -w @candid/server -- [--port 12111] [--webhook URL]`: serves the
 * Stripe stand-in until stopped and prints the settings that point the app at it.
 */
function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
}

const port = Number(option('port') ?? 12111);
const webhookUrl = option('webhook') ?? 'http://localhost:3000/api/Stripe/Webhook';
const standIn = await startStripeStandIn({
  port,
  webhookUrl,
  // Fixed defaults so the app's .env stays valid across restarts; test keys only.
  apiKey: process.env.STRIPE_SECRET_KEY?.startsWith('sk_test_') ? process.env.STRIPE_SECRET_KEY : 'sk_test_standin_local',
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET?.startsWith('whsec_') ? process.env.STRIPE_WEBHOOK_SECRET : 'whsec_standin_local',
});

console.log(`Stripe stand-in listening on ${standIn.url}; webhooks go to ${webhookUrl}.
Start the app with:

  STRIPE_SECRET_KEY=${standIn.apiKey}
  STRIPE_WEBHOOK_SECRET=${standIn.webhookSecret}
  STRIPE_API_BASE=${standIn.url}

Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. Ctrl-C stops.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
