import { type Params, str } from './form';
import { CardError, type StandInFlows } from './flows';
import { checkoutPage, invoicePage, notFoundPage, portalPage } from './pages';
import { StandInState, StripeError } from './state';

export type PageAnswer = { status: number; html: string } | { redirect: string };

export interface PageRequest {
  state: StandInState;
  flows: StandInFlows;
  method: string;
  path: string;
  form: Params;
}

/** The hosted pages: checkout, customer portal and invoices. */
export async function handlePage(req: PageRequest): Promise<PageAnswer> {
  try {
    return await route(req);
  } catch (error) {
    if (error instanceof StripeError && error.status === 404) return { status: 404, html: notFoundPage(req.path.split('/')[1] ?? 'page') };
    throw error;
  }
}

async function route({ state, flows, method, path, form }: PageRequest): Promise<PageAnswer> {
  const [, area, id = '', action] = path.split('/');
  const card = { number: str(form.card_number) ?? '', expiry: str(form.card_expiry) };

  if (area === 'checkout' && id) {
    const session = state.checkoutSession(id);
    const view = () => {
      const price = state.price(state.purchase(id).priceId);
      const customer = state.customer(String(session.customer));
      return { session, price, productName: state.productName(price), email: customer.email };
    };
    if (method === 'GET' && !action) return { status: 200, html: checkoutPage(view()) };
    if (method === 'POST' && action === 'pay') {
      try {
        await flows.completeCheckout(id, card);
      } catch (error) {
        if (error instanceof CardError) return { status: 402, html: checkoutPage({ ...view(), error: error.message, cardNumber: card.number, cardExpiry: card.expiry }) };
        throw error;
      }
      return { redirect: (session.success_url ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id) };
    }
  }

  if (area === 'portal' && id) {
    const session = state.portalSession(id);
    const view = (extra: { error?: string; notice?: string } = {}) => {
      const customer = state.customer(session.customer);
      const subscription = state.subscriptionOf(customer.id);
      const item = subscription?.items.data[0];
      return { session, customer, card: state.defaultCard(customer), subscription, productName: item ? state.productName(item.price) : null, ...extra };
    };
    if (method === 'GET' && !action) return { status: 200, html: portalPage(view()) };
    if (method === 'POST' && action === 'card') {
      try {
        await flows.replaceCard(session.customer, card);
      } catch (error) {
        if (error instanceof CardError) return { status: 402, html: portalPage(view({ error: error.message })) };
        throw error;
      }
      return { status: 200, html: portalPage(view({ notice: 'Your card was updated.' })) };
    }
    if (method === 'POST' && action === 'cancel') {
      await flows.cancelAtPeriodEnd(session.customer);
      return { status: 200, html: portalPage(view({ notice: 'Your subscription will end at the end of the period.' })) };
    }
  }

  if (area === 'invoices' && id && method === 'GET' && !action) return { status: 200, html: invoicePage(state.invoice(id)) };

  return { status: 404, html: notFoundPage('page') };
}
