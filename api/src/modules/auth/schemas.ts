import { Type } from '@sinclair/typebox';

export const PlayerUser = Type.Object({
  id: Type.Integer(),
  sur_id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  currency: Type.String(),
  balance: Type.Integer({ description: 'cash balance in millimes' }),
  bounse: Type.Integer({ description: 'bonus balance in millimes' }),
  diamond_bet: Type.Integer(),
  silver_bet: Type.Integer(),
  golden_bet: Type.Integer(),
  jackpot_state: Type.Boolean(),
  jackpot_name: Type.Union([Type.String(), Type.Null()]),
  jackpot_amount: Type.Union([Type.Integer(), Type.Null()]),
  balance_version: Type.Integer({
    description:
      'version of balance and bounse: the last ledger entry on either; a higher one is newer',
  }),
});

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});

export const LoginReply = Type.Object({ user: PlayerUser, token: Type.String() });

export const LoginError = Type.Object({
  error: Type.String(),
  message: Type.String(),
  /** `player_excluded` while a time-out or self-exclusion is in force (with its kind and end). */
  code: Type.Optional(Type.String()),
  exclusion: Type.Optional(Type.String()),
  until: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  end_requestable: Type.Optional(Type.Boolean()),
});

export const ResetPasswordBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Type.String({ minLength: 1, maxLength: 128 }),
  repeatPassword: Type.String({ minLength: 1, maxLength: 128 }),
});
