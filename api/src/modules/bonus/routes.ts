import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../context';
import { ErrorResponses, Message } from '../../http/query';
import { translate } from '../../i18n/messages';
import { transferBonusToCash } from './service';
import { Transferred } from './schemas';

export function registerBonusRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/TransferCashback',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['bonus'],
        summary:
          'Move the whole bonus into cash (no body); refused while a bet or round is unsettled',
        response: {
          200: Transferred,
          409: Type.Object({ message: Type.String(), code: Type.String() }),
          ...ErrorResponses,
          401: Message,
        },
      },
    },
    async (request) => {
      const outcome = await transferBonusToCash(ctx.db, request.player!.playerId);
      return {
        message: translate(outcome.transferred > 0 ? 'bonusTransferred' : 'noBonus', request.lang),
        transferred: outcome.transferred,
        balance: outcome.balance,
        bounse: outcome.bonus,
      };
    },
  );
}
