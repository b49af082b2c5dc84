/**
 * The one check of a provider's signed call (`POST /api/wallet/:provider/<action>`), used as the
 * route's `preValidation` by the seamless wallet, the provider jackpots and the sport bet reports:
 * the signature first (an unsigned request learns nothing, not even whether its body was valid),
 * then single use within the window on every instance (accepted-signatures.ts), then, where an action belongs to one provider, that
 * provider, and last the body's `kind` against the action the path names.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { translate } from '../../i18n/messages';
import type { Db } from '../../db/pool';
import { acceptSignature } from './accepted-signatures';
import { checkSignature } from './signature';

export interface OnlyProvider {
  provider: string;
  /** The refusal's status and message when another provider calls. */
  status: string;
  message: string;
}

type SignedRequest = FastifyRequest<{ Params: { provider: string } }>;

export function signedCall(config: Config, db: Db) {
  const windowMs = config.signatureWindowSeconds * 1000;
  return (action: string, only?: OnlyProvider) =>
    async function verify(request: SignedRequest, reply: FastifyReply) {
      const { provider } = request.params;
      const timestamp = request.headers['x-timestamp'] as string | undefined;
      const signature = request.headers['x-signature'] as string | undefined;
      const check = checkSignature({
        secret: Object.hasOwn(config.providerSecrets, provider)
          ? config.providerSecrets[provider]
          : undefined,
        timestamp,
        signature,
        method: request.method,
        path: `/api/wallet/${provider}/${action}`,
        rawBody: request.rawBody ?? '',
        windowSeconds: config.signatureWindowSeconds,
      });
      if (check !== 'ok')
        return reply
          .code(401)
          .send({ status: 'invalid_signature', message: `Signature ${check}.` });
      const expiresAt = new Date(Number(timestamp) + windowMs);
      if (!(await acceptSignature(db, signature!, expiresAt))) {
        return reply.code(401).send({
          status: 'signature_replayed',
          message: 'This signed request was already received: sign a retry with a fresh timestamp.',
        });
      }
      if (only && provider !== only.provider)
        return reply.code(403).send({ status: only.status, message: only.message });
      const kind = (request.body as { kind?: unknown } | null | undefined)?.kind;
      if (kind !== action) {
        const detail = `body.kind must be "${action}" on /${action}, not ${kind === undefined ? 'missing' : JSON.stringify(kind)}`;
        return reply.code(400).send({
          status: 'kind_mismatch',
          message: translate('invalidRequest', request.lang, { detail }),
        });
      }
    };
}
