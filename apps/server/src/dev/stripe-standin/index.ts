import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { PACKAGE_CATALOGUE } from '../../modules/billing/plan';
import { StandInApi } from './api';
import { StandInFlows } from './flows';
import { newId, type PriceSpec } from './objects';
import { handlePage } from './routes';
import { StandInState, StripeError } from './state';
import { buildEvent, type DeliveredEvent, WebhookSender } from './webhooks';
import { parseForm } from './form';

export type { PriceSpec } from './objects';
export { signatureHeader } from './webhooks';

/** A running local stand-in for Stripe's API, hosted pages and webhooks (docs/api-billing.md). */
export interface StripeStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The secret key it accepts. */
  apiKey: string;
  webhookSecret: string;
  setWebhookUrl(url: string): void;
  /** What Pay does on the checkout page (card: a card number; 4000 0000 0000 0002 declines). */
  completeCheckout(sessionId: string, card?: string): Promise<void>;
  /** The next period: a new paid invoice and customer.subscription.updated, delivered. */
  renew(subscriptionId: string): Promise<Stripe.Event[]>;
  /** A failed renewal: invoice.payment_failed and the subscription past_due, delivered. */
  failPayment(subscriptionId: string): Promise<Stripe.Event[]>;
  /** Ends the subscription now: customer.subscription.deleted, delivered. */
  cancelNow(subscriptionId: string): Promise<Stripe.Event[]>;
  /** An event that is not delivered (for ordering and replay tests). */
  buildEvent(type: string, object: object): Stripe.Event;
  /** Signs (with the webhook secret, or the one given) and posts; the app's HTTP status, 0 when it did not answer. */
  deliver(event: Stripe.Event, opts?: { secret?: string }): Promise<number>;
  /** Resolves when every queued webhook delivery (e.g. after a subscription update) has been answered. */
  settled(): Promise<void>;
  /** Every event sent or attempted, in order, with the app's answer. */
  events: DeliveredEvent[];
  meterEvents: Stripe.Billing.MeterEvent[];
  customers: Map<string, Stripe.Customer>;
  subscriptions: Map<string, Stripe.Subscription>;
  invoices: Map<string, Stripe.Invoice>;
  checkoutSessions: Map<string, Stripe.Checkout.Session>;
  /** The price with this lookup key (e.g. candid_growth). */
  priceByLookupKey(key: string): Stripe.Price | undefined;
  /** The customer's live subscription, if any. */
  subscriptionOf(customerId: string): Stripe.Subscription | null;
  close(): Promise<void>;
}

export interface StripeStandInOptions {
  /** 0 or absent: any free port. */
  port?: number;
  apiKey?: string;
  webhookSecret?: string;
  webhookUrl?: string;
  /** The price catalogue; by default one monthly AUD price per paid package, lookup key candid_{name}. */
  prices?: PriceSpec[];
}

/** One price per paid package of the server's catalogue: the lookup keys the server asks for. */
export function defaultPrices(): PriceSpec[] {
  return PACKAGE_CATALOGUE.filter((p) => p.priceCents > 0).map((p) => ({
    lookupKey: `candid_${p.name.toLowerCase()}`,
    productName: `Candid ${p.name}`,
    unitAmount: p.priceCents,
    currency: 'aud',
    metered: 'metered' in p && p.metered,
  }));
}

/** Starts the stand-in on 127.0.0.1. */
export async function startStripeStandIn(opts: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const apiKey = opts.apiKey ?? `sk_test_standin_${newId('key').slice(4)}`;
  const webhookSecret = opts.webhookSecret ?? `whsec_${newId('s').slice(2)}`;
  const state = new StandInState(opts.prices ?? defaultPrices());
  const sender = new WebhookSender(opts.webhookUrl ?? null, webhookSecret);
  const context: { api?: StandInApi; flows?: StandInFlows } = {};

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { api, flows } = context;
      if (!api || !flows) return void res.writeHead(503).end();
      const url = new URL(req.url ?? '/', 'http://standin');
      if (url.pathname.startsWith('/v1/')) return void answerApi(api, apiKey, req, url, body, res);
      handlePage({ state, flows, method: req.method ?? 'GET', path: url.pathname, form: parseForm(body) }).then(
        (page) => {
          if ('redirect' in page) res.writeHead(303, { location: page.redirect }).end();
          else res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
        },
        (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const flows = new StandInFlows(state, sender, url);
  context.flows = flows;
  context.api = new StandInApi(state, flows, url);

  return {
    url, apiKey, webhookSecret,
    setWebhookUrl: (webhookUrl) => void (sender.url = webhookUrl),
    completeCheckout: async (sessionId, card) => void (await flows.completeCheckout(sessionId, card ? { number: card } : undefined)),
    renew: (id) => flows.renew(id),
    failPayment: (id) => flows.failPayment(id),
    cancelNow: (id) => flows.cancelNow(id),
    buildEvent: (type, object) => buildEvent(type, object),
    deliver: (event, deliverOpts) => sender.deliver(event, deliverOpts),
    settled: () => flows.settled(),
    events: sender.delivered,
    meterEvents: state.meterEvents,
    customers: state.customers,
    subscriptions: state.subscriptions,
    invoices: state.invoices,
    checkoutSessions: state.checkoutSessions,
    priceByLookupKey: (key) => [...state.prices.values()].find((p) => p.lookup_key === key),
    subscriptionOf: (customerId) => state.subscriptionOf(customerId),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function answerApi(api: StandInApi, apiKey: string, req: http.IncomingMessage, url: URL, body: string, res: http.ServerResponse) {
  const send = (status: number, payload: object) =>
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(payload, null, 2));
  const auth = req.headers.authorization ?? '';
  const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
  if (!key) return send(401, { error: { type: 'invalid_request_error', message: 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').' } });
  if (key !== apiKey) return send(401, { error: { type: 'invalid_request_error', code: 'api_key_invalid', message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` } });
  try {
    const params = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
    send(200, api.handle({ method: req.method ?? 'GET', path: url.pathname.slice(3), params }));
  } catch (error) {
    if (error instanceof StripeError) send(error.status, { error: error.body });
    else send(500, { error: { type: 'api_error', message: String(error) } });
  }
}
