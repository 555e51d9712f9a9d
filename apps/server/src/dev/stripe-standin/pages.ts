import type Stripe from 'stripe';
import { escapeHtml as esc } from '../../platform/html';

/** Amount in minor units as "A$149.00" (AUD) or "149.00 USD". */
export function money(amount: number, currency: string): string {
  const value = (amount / 100).toFixed(2);
  return currency.toLowerCase() === 'aud' ? `A$${value}` : `${value} ${currency.toUpperCase()}`;
}

const day = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Stripe stand-in</title>
<style>
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f6f6f4; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; overflow-wrap: anywhere; }
  .card > :first-child { margin-top: 0; } .card > :last-child { margin-bottom: 0; }
  .card { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
  .note { font-size: .875rem; color: #555; }
  .amount { font-size: 1.6rem; font-weight: 700; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input { width: 100%; font: inherit; padding: .6rem .7rem; border: 1px solid #888; border-radius: 6px; }
  input:focus, button:focus, a:focus { outline: 3px solid #635bff; outline-offset: 2px; }
  .row { display: flex; gap: .75rem; } .row > div { flex: 1; min-width: 0; }
  button { width: 100%; margin-top: 1.25rem; padding: .8rem; font: inherit; font-weight: 700; color: #fff; background: #000; border: 0; border-radius: 6px; cursor: pointer; }
  button.secondary { color: #000; background: #fff; border: 1px solid #000; }
  .error { color: #a00; background: #fdecec; border: 1px solid #e4a0a0; border-radius: 6px; padding: .6rem .75rem; }
  .links { margin-top: 1.25rem; text-align: center; }
  table { width: 100%; border-collapse: collapse; } th, td { text-align: left; padding: .4rem 0; vertical-align: top; } td:last-child, th:last-child { text-align: right; }
</style>
</head>
<body><main>
<p class="note">Stripe stand-in: a local test double. No real payment is taken.</p>
${body}
</main></body>
</html>`;
}

function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="card-error">${esc(error)}</p>` : '';
}

function cardFields(number: string, describedBy: string, expiry?: string): string {
  return `
  <label for="card-number">Card number</label>
  <input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" required value="${esc(number)}"${describedBy}>
  <div class="row">
    <div><label for="card-expiry">Expiry (MM / YY)</label>
    <input id="card-expiry" name="card_expiry" autocomplete="cc-exp" placeholder="MM / YY" value="${esc(expiry ?? `12 / ${String((new Date().getUTCFullYear() + 2) % 100)}`)}"></div>
    <div><label for="card-cvc">CVC</label>
    <input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" value="123"></div>
  </div>`;
}

export interface CheckoutView {
  session: Stripe.Checkout.Session;
  price: Stripe.Price;
  productName: string;
  email: string | null;
  error?: string;
  /** The card typed before a refusal (shown again). */
  cardNumber?: string;
  cardExpiry?: string;
}

/** The hosted checkout page: what is bought, for whom, a card form, Pay and Cancel. */
export function checkoutPage({ session, price, productName, email, error, cardNumber, cardExpiry }: CheckoutView): string {
  const metered = price.recurring?.usage_type === 'metered';
  const amount = money(price.unit_amount ?? 0, price.currency);
  const priceLine = metered ? `${amount} per job launched, billed monthly` : `${amount} per month`;
  if (session.status !== 'open') {
    return layout('Checkout', `<h1>This checkout is ${esc(session.status ?? 'closed')}</h1>
<p>${session.success_url ? `<a href="${esc(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id))}">Back to the app</a>` : ''}</p>`);
  }
  return layout(`Subscribe to ${productName}`, `
<h1>Subscribe to ${esc(productName)}</h1>
<section class="card" aria-label="Order summary">
  <p class="amount">${esc(priceLine)}</p>
  <p>${esc(price.nickname ?? productName)} · ${esc(price.currency.toUpperCase())}</p>
  <p class="note">Billed to ${esc(email ?? 'the customer')}</p>
</section>
<form class="card" method="post" action="/checkout/${esc(session.id)}/pay">
  <h2 style="font-size:1.1rem;margin:0">Pay with card</h2>
  ${errorBlock(error)}
  ${cardFields(cardNumber ?? '4242 4242 4242 4242', error ? ' aria-describedby="card-error" aria-invalid="true"' : '', cardExpiry)}
  <p class="note">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>
  <button type="submit">Pay and subscribe</button>
</form>
<p class="links">${session.cancel_url ? `<a href="${esc(session.cancel_url)}">Cancel</a>` : ''}</p>`);
}

export interface PortalView {
  session: Stripe.BillingPortal.Session;
  customer: Stripe.Customer;
  card: Stripe.PaymentMethod | null;
  subscription: Stripe.Subscription | null;
  productName: string | null;
  error?: string;
  notice?: string;
}

/** The hosted customer portal: card on file, replace it, cancel the subscription, return. */
export function portalPage({ session, customer, card, subscription, productName, error, notice }: PortalView): string {
  const c = card?.card;
  const cardText = c ? `${c.brand.toUpperCase()} ending in ${c.last4}, expires ${String(c.exp_month).padStart(2, '0')}/${c.exp_year}` : 'No card on file.';
  const item = subscription?.items.data[0];
  let subText = 'No active subscription.';
  if (subscription && item) {
    subText = subscription.cancel_at_period_end
      ? `${productName ?? 'Subscription'}: cancelled, ends on ${day(item.current_period_end)}.`
      : `${productName ?? 'Subscription'}: ${subscription.status}, renews on ${day(item.current_period_end)}.`;
  }
  const canCancel = subscription && !subscription.cancel_at_period_end && subscription.status !== 'canceled';
  return layout('Billing', `
<h1>Billing for ${esc(customer.email ?? customer.name ?? customer.id)}</h1>
${notice ? `<p class="card" role="status">${esc(notice)}</p>` : ''}
<section class="card" aria-labelledby="current-plan"><h2 id="current-plan" style="font-size:1.1rem;margin:0">Current plan</h2><p>${esc(subText)}</p>
${canCancel ? `<form method="post" action="/portal/${esc(session.id)}/cancel"><button type="submit" class="secondary">Cancel subscription</button></form>` : ''}
</section>
<section class="card" aria-labelledby="payment-method"><h2 id="payment-method" style="font-size:1.1rem;margin:0">Payment method</h2><p>${esc(cardText)}</p>
<form method="post" action="/portal/${esc(session.id)}/card">
  ${errorBlock(error)}
  ${cardFields('', error ? ' aria-describedby="card-error" aria-invalid="true"' : '')}
  <button type="submit">Update card</button>
</form>
</section>
<p class="links">${session.return_url ? `<a href="${esc(session.return_url)}">Return to Candid</a>` : ''}</p>`);
}

/** The hosted invoice: who, what, period, amount and status. */
export function invoicePage(invoice: Stripe.Invoice): string {
  const rows = invoice.lines.data
    .map((line) => `<tr><td>${esc(line.description ?? '')}<br><span class="note">${day(line.period.start)} – ${day(line.period.end)}</span></td><td>${money(line.amount, line.currency)}</td></tr>`)
    .join('');
  return layout(`Invoice ${invoice.number ?? invoice.id}`, `
<h1>Invoice ${esc(invoice.number ?? invoice.id)}</h1>
<section class="card">
  <p>Billed to ${esc(invoice.customer_email ?? '')}<br>Issued ${day(invoice.created)} · Status: <strong>${esc(invoice.status ?? 'draft')}</strong></p>
  <table><thead><tr><th scope="col">Description</th><th scope="col">Amount</th></tr></thead><tbody>${rows}</tbody>
  <tfoot><tr><th scope="row">Total</th><td><strong>${money(invoice.total, invoice.currency)}</strong></td></tr>
  <tr><th scope="row">Amount paid</th><td>${money(invoice.amount_paid, invoice.currency)}</td></tr></tfoot></table>
</section>`);
}

export function notFoundPage(what: string): string {
  return layout('Not found', `<h1>Not found</h1><p>No such ${esc(what)}.</p>`);
}
