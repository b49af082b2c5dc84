/**
 * The hosted payment page, on the sandbox's own origin: a card form (with the test cards listed,
 * since this is a sandbox) and a wallet option. No script: a plain form posts back here and the
 * answer redirects the player to the merchant's success or fail link.
 */
import type { PaymentRow } from './store';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const tnd = (millimes: number) => `${(millimes / 1000).toFixed(3)} TND`;

export function paymentPage(payment: PaymentRow, action: string, message?: string): string {
  const closed = payment.status !== 'pending' || payment.expires_at <= new Date();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:24px;color:#111}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:8px 0 16px}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #bbb;border-radius:6px}
button{width:100%;margin-top:16px;padding:12px;font-size:16px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#374151}.note{font-size:12px;color:#555;margin-top:16px}.banner{background:#fef3c7;padding:8px;border-radius:6px;font-size:13px}
.error{color:#b91c1c}
</style></head><body><main>
<p class="banner">Sandbox: demo money only, no payment network is reached.</p>
<h1>${payment.api === 'konnect' ? 'Konnect' : 'Flouci'} sandbox checkout</h1>
<p class="amount" data-testid="sandbox-amount">${tnd(payment.amount)}</p>
${message ? `<p class="error" role="alert">${escape(message)}</p>` : ''}
${
  closed
    ? `<p data-testid="sandbox-closed">This payment is ${payment.status === 'pending' ? 'expired' : escape(payment.status)}.</p>`
    : `<form method="post" action="${escape(action)}">
<input type="hidden" name="method" value="card">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" value="12/30">
<label for="cvc">CVC</label><input id="cvc" name="cvc" value="123">
<button type="submit">Pay ${tnd(payment.amount)}</button>
</form>
<form method="post" action="${escape(action)}">
<input type="hidden" name="method" value="wallet">
<button class="secondary" type="submit">Pay with the wallet</button>
</form>
<p class="note">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 0077 stays pending.</p>`
}
</main></body></html>`;
}
