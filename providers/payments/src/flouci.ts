/**
 * Flouci's documented shapes: generate_payment with the app token and secret in the body (amount
 * in millimes, success and fail links), verify_payment/{id} with the `apppublic`/`appsecret`
 * headers, the payment page at /flouci/pay/{id}; the player returns to the link with
 * `payment_id` added, as Flouci does. Payouts (`POST /flouci/api/payouts`) are the sandbox's own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isHttpUrl, sameSecret, sendPage, type SandboxDeps } from './app';
import { paymentPage } from './page';
import {
  attemptPayment,
  createPayment,
  findPayment,
  payout,
  TEST_CARDS,
  type PaymentRow,
} from './store';

type Deps = SandboxDeps & { notify: (url: string) => Promise<void> };

const STATUS = { completed: 'SUCCESS', pending: 'PENDING', failed: 'FAILURE' } as const;

function withPaymentId(link: string, id: string): string {
  const url = new URL(link);
  url.searchParams.set('payment_id', id);
  return url.toString();
}

function verified(payment: PaymentRow) {
  const expired = payment.status === 'pending' && payment.expires_at <= new Date();
  return {
    success: true,
    code: 0,
    result: {
      status: expired ? 'EXPIRED' : STATUS[payment.status],
      amount: payment.amount,
      developer_tracking_id: payment.order_id,
      type: payment.paid_with,
      ...(payment.failure_reason ? { reason: payment.failure_reason } : {}),
    },
  };
}

export function registerFlouciRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;
  const { flouciAppToken, flouciAppSecret } = config.keys;
  const byHeaders = (request: FastifyRequest) =>
    sameSecret(request.headers.apppublic, flouciAppToken) &&
    sameSecret(request.headers.appsecret, flouciAppSecret);
  const refused = {
    success: false,
    code: 1,
    result: { success: false, message: 'invalid app credentials' },
  };

  app.post('/flouci/api/generate_payment', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (
      !sameSecret(body.app_token, flouciAppToken) ||
      !sameSecret(body.app_secret, flouciAppSecret)
    )
      return reply.code(401).send(refused);
    const amount =
      typeof body.amount === 'string' && /^\d{1,13}$/.test(body.amount) ? Number(body.amount) : NaN;
    const timeout = Number(body.session_timeout_secs ?? 1200);
    if (
      !(amount > 0) ||
      !isHttpUrl(body.success_link) ||
      !isHttpUrl(body.fail_link) ||
      !Number.isInteger(timeout) ||
      timeout < 60 ||
      timeout > 86_400
    )
      return reply
        .code(422)
        .send({ result: { success: false, message: 'invalid amount, links or timeout' }, code: 2 });
    const payment = await createPayment(db, {
      api: 'flouci',
      amount,
      order_id:
        typeof body.developer_tracking_id === 'string'
          ? body.developer_tracking_id.slice(0, 100)
          : null,
      success_url: body.success_link as string,
      fail_url: body.fail_link as string,
      webhook: null,
      lifespanSeconds: timeout,
    });
    return {
      result: {
        success: true,
        payment_id: payment.id,
        link: `${config.publicUrl}/flouci/pay/${payment.id}`,
        developer_tracking_id: payment.order_id,
      },
      name: 'developers',
      code: 0,
      version: 'sandbox',
    };
  });

  app.get('/flouci/api/verify_payment/:id', async (request, reply) => {
    if (!byHeaders(request)) return reply.code(401).send(refused);
    const payment = await findPayment(db, 'flouci', (request.params as { id: string }).id);
    if (!payment)
      return reply
        .code(404)
        .send({ success: false, code: 3, result: { message: 'unknown payment' } });
    return verified(payment);
  });

  app.get('/flouci/pay/:id', async (request, reply) => {
    const payment = await findPayment(db, 'flouci', (request.params as { id: string }).id);
    if (!payment) return sendPage(reply, '<p>Unknown payment.</p>', 404);
    return sendPage(reply, paymentPage(payment, `/flouci/pay/${payment.id}`));
  });

  app.post('/flouci/pay/:id', async (request, reply) => {
    const payment = await findPayment(db, 'flouci', (request.params as { id: string }).id);
    if (!payment) return sendPage(reply, '<p>Unknown payment.</p>', 404);
    const form = (request.body ?? {}) as Record<string, string>;
    const card = (form.card ?? '').replace(/\s/g, '');
    const outcome =
      form.method === 'wallet'
        ? { status: 'completed' as const, paidWith: 'wallet' }
        : {
            ...(TEST_CARDS[card] ?? { status: 'failed' as const, reason: 'unknown test card' }),
            paidWith: 'card',
          };
    const after = await attemptPayment(db, payment, outcome);
    if (after.status === 'pending' && !after.paid_with)
      return sendPage(reply, paymentPage(after, `/flouci/pay/${after.id}`), 410);
    return reply.redirect(
      withPaymentId(after.status === 'failed' ? after.fail_url : after.success_url, after.id),
      303,
    );
  });

  app.post('/flouci/api/payouts', async (request, reply) => {
    if (!byHeaders(request)) return reply.code(401).send(refused);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const amount =
      typeof body.amount === 'string' && /^\d{1,13}$/.test(body.amount) ? Number(body.amount) : NaN;
    if (!(amount > 0) || typeof body.reference !== 'string' || typeof body.destination !== 'string')
      return reply
        .code(422)
        .send({ result: { success: false, message: 'invalid payout' }, code: 2 });
    const row = await payout(db, {
      api: 'flouci',
      reference: body.reference,
      amount,
      account: body.destination,
    });
    return {
      success: true,
      result: {
        payout_id: row.id,
        status: STATUS[row.status],
        amount: String(row.amount),
        ...(row.reason ? { reason: row.reason } : {}),
      },
    };
  });
}
