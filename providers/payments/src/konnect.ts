/**
 * Konnect's documented shapes: init-payment and payment details behind `x-api-key`, the payment
 * page at /konnect/pay?payment_ref=…, and the unsigned webhook `GET <webhook>?payment_ref=…` once a
 * payment is decided. A declined card leaves the payment `pending` with a failed transaction, as
 * Konnect reports it; a payment past its lifespan reads `expired`. Payouts are the sandbox's own.
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

function details(payment: PaymentRow) {
  const expired = payment.status === 'pending' && payment.expires_at <= new Date();
  const transactions =
    payment.status === 'pending' && !payment.paid_with
      ? []
      : [
          {
            type: payment.paid_with,
            method: payment.paid_with,
            status:
              payment.status === 'completed'
                ? 'success'
                : payment.status === 'failed'
                  ? 'failed'
                  : 'pending',
            token: payment.token,
            amount: payment.amount,
            ...(payment.failure_reason ? { failureReason: payment.failure_reason } : {}),
          },
        ];
  return {
    payment: {
      id: payment.id,
      status: expired ? 'expired' : payment.status === 'completed' ? 'completed' : 'pending',
      amount: payment.amount,
      token: payment.token,
      orderId: payment.order_id,
      expirationDate: payment.expires_at.toISOString(),
      transactions,
      failedTransactions: payment.status === 'failed' ? 1 : 0,
      successfulTransactions: payment.status === 'completed' ? 1 : 0,
    },
  };
}

export function registerKonnectRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;
  const authorised = (request: FastifyRequest) =>
    sameSecret(request.headers['x-api-key'], config.keys.konnectApiKey);
  const unauthorised = { errors: [{ code: 'unauthorized', message: 'Invalid API key' }] };

  app.post('/konnect/api/v2/payments/init-payment', async (request, reply) => {
    if (!authorised(request)) return reply.code(401).send(unauthorised);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const problems: string[] = [];
    if (body.receiverWalletId !== config.keys.konnectWalletId) problems.push('receiverWalletId');
    if (body.token !== 'TND') problems.push('token');
    if (!Number.isSafeInteger(body.amount) || (body.amount as number) <= 0) problems.push('amount');
    if (!isHttpUrl(body.successUrl)) problems.push('successUrl');
    if (!isHttpUrl(body.failUrl)) problems.push('failUrl');
    if (body.webhook !== undefined && !isHttpUrl(body.webhook)) problems.push('webhook');
    const lifespan = body.lifespan ?? 10;
    if (!Number.isInteger(lifespan) || (lifespan as number) < 1 || (lifespan as number) > 1440)
      problems.push('lifespan');
    if (problems.length > 0)
      return reply
        .code(422)
        .send({ errors: problems.map((field) => ({ code: 'invalid', field })) });
    const payment = await createPayment(db, {
      api: 'konnect',
      amount: body.amount as number,
      order_id: typeof body.orderId === 'string' ? body.orderId.slice(0, 100) : null,
      success_url: body.successUrl as string,
      fail_url: body.failUrl as string,
      webhook: (body.webhook as string | undefined) ?? null,
      lifespanSeconds: (lifespan as number) * 60,
    });
    return {
      payUrl: `${config.publicUrl}/konnect/pay?payment_ref=${payment.id}`,
      paymentRef: payment.id,
    };
  });

  app.get('/konnect/api/v2/payments/:id', async (request, reply) => {
    if (!authorised(request)) return reply.code(401).send(unauthorised);
    const payment = await findPayment(db, 'konnect', (request.params as { id: string }).id);
    if (!payment) return reply.code(404).send({ errors: [{ code: 'not_found' }] });
    return details(payment);
  });

  const pageOf = async (request: FastifyRequest) => {
    const ref = (request.query as { payment_ref?: string }).payment_ref;
    return typeof ref === 'string' ? findPayment(db, 'konnect', ref) : undefined;
  };

  app.get('/konnect/pay', async (request, reply) => {
    const payment = await pageOf(request);
    if (!payment) return sendPage(reply, '<p>Unknown payment.</p>', 404);
    return sendPage(reply, paymentPage(payment, `/konnect/pay?payment_ref=${payment.id}`));
  });

  app.post('/konnect/pay', async (request, reply) => {
    const payment = await pageOf(request);
    if (!payment) return sendPage(reply, '<p>Unknown payment.</p>', 404);
    const form = (request.body ?? {}) as Record<string, string>;
    const card = (form.card ?? '').replace(/\s/g, '');
    const outcome =
      form.method === 'wallet'
        ? { status: 'completed' as const, paidWith: 'wallet' }
        : {
            ...(TEST_CARDS[card] ?? { status: 'failed' as const, reason: 'unknown test card' }),
            paidWith: 'bank_card',
          };
    const after = await attemptPayment(db, payment, outcome);
    if (after.status === 'pending' && !after.paid_with)
      return sendPage(reply, paymentPage(after, `/konnect/pay?payment_ref=${after.id}`), 410);
    if (after.webhook)
      void deps.notify(
        `${after.webhook}${after.webhook.includes('?') ? '&' : '?'}payment_ref=${after.id}`,
      );
    return reply.redirect(after.status === 'failed' ? after.fail_url : after.success_url, 303);
  });

  app.post('/konnect/api/v2/payouts', async (request, reply) => {
    if (!authorised(request)) return reply.code(401).send(unauthorised);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (
      !Number.isSafeInteger(body.amount) ||
      (body.amount as number) <= 0 ||
      typeof body.reference !== 'string' ||
      typeof body.receiverWallet !== 'string' ||
      body.token !== 'TND'
    )
      return reply.code(422).send({ errors: [{ code: 'invalid' }] });
    const row = await payout(db, {
      api: 'konnect',
      reference: body.reference,
      amount: body.amount as number,
      account: body.receiverWallet,
    });
    return {
      payout: {
        id: row.id,
        status: row.status,
        amount: row.amount,
        reference: row.reference,
        ...(row.reason ? { reason: row.reason } : {}),
      },
    };
  });
}
