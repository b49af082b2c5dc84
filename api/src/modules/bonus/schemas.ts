/** The bonus transfer's answer; see routes.ts. */
import { Type } from '@sinclair/typebox';

export const Transferred = Type.Object({
  message: Type.String(),
  transferred: Type.Integer({ description: 'millimes moved from bonus to cash' }),
  balance: Type.Integer(),
  bounse: Type.Integer(),
});
