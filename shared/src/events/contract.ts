/**
 * The one source of truth for messages between the shell and the remotes.
 *
 * Every event name carries its owner's prefix (`shell:`, `auth:`, `language:`, `user:`,
 * `device:`, `sport:`); only the owner emits it, anyone may listen. The payload
 * schemas below are the runtime contract (checked at the boundary in development and tests);
 * the TypeScript types are derived from them, so the two can never drift apart.
 */
import * as z from 'zod/mini';
import type { Millimes } from '../api/types';

export const languageSchema = z.enum(['fr', 'en', 'ar']);
export const directionSchema = z.enum(['ltr', 'rtl']);
export const deviceClassSchema = z.enum(['mobile', 'tablet', 'desktop']);
export const orientationSchema = z.enum(['portrait', 'landscape']);
export const gameTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * Money is always an integer number of millimes (1 TND = 1000 millimes), typed `Millimes` like
 * the API's answers, so the snapshot's balances go to `formatMoney` as they are.
 */
const millimes = z.custom<Millimes>((value) => Number.isSafeInteger(value));

export const playerUserSchema = z.object({
  id: z.number().check(z.int()),
  sur_id: z.string(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  currency: z.string(),
  balance: millimes,
  bounse: millimes,
  diamond_bet: millimes,
  silver_bet: millimes,
  golden_bet: millimes,
  jackpot_state: z.boolean(),
  jackpot_name: z.nullable(z.string()),
  jackpot_amount: z.nullable(millimes),
  /** The balances' ledger version: of two users, the higher one holds the newer balance. */
  balance_version: z.optional(z.number().check(z.int())),
});

export const deviceSchema = z.object({
  class: deviceClassSchema,
  orientation: orientationSchema,
});

/** What a remote may ask the shell to show as a modal: a framework-agnostic mount function. */
export const modalContentSchema = z.object({
  /** Stable id, used for the dialog's accessible name lookup and to close a specific modal. */
  id: z.string().check(z.minLength(1)),
  /** Accessible label of the dialog, already translated. */
  label: z.string(),
  /** Renders into the container and returns the cleanup. */
  mount: z.custom<(container: HTMLElement) => () => void>((value) => typeof value === 'function'),
});

/**
 * What a guest was doing when login was asked for. After a successful login the shell hands it
 * back in `auth:login-succeeded`; the remote that asked (still mounted under the login modal)
 * carries it out.
 */
export const followUpSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('play-game'),
    gameId: z.number().check(z.int(), z.positive()),
    providerId: z.number().check(z.int(), z.positive()),
    type: gameTypeSchema,
  }),
  z.object({
    action: z.literal('toggle-favourite'),
    gameId: z.number().check(z.int(), z.positive()),
  }),
]);

export const eventSchemas = {
  /** A remote asks the shell to show a toast; `message` is already translated. */
  'shell:show-toast': z.object({
    message: z.string().check(z.minLength(1)),
    kind: z.optional(z.enum(['info', 'success', 'warning', 'error'])),
    autoCloseMs: z.optional(z.number().check(z.int(), z.positive())),
    theme: z.optional(z.enum(['light', 'dark', 'colored'])),
    hideProgressBar: z.optional(z.boolean()),
  }),
  /** Open the global modal with content rendered by the requester. */
  'shell:open-modal': modalContentSchema,
  /** Close the global modal (if `id` is given, only when that modal is the open one). */
  'shell:close-modal': z.object({ id: z.optional(z.string()) }),
  /** A guest tried something that needs an account; `then` runs once logged in. */
  'auth:require-login': z.object({
    returnTo: z.optional(z.string()),
    isFullPage: z.boolean(),
    then: z.optional(followUpSchema),
  }),
  /** A login through the page or the modal succeeded; `then` is the follow-up it was asked with. */
  'auth:login-succeeded': z.object({ then: z.optional(followUpSchema) }),
  /** The player asked to log out (e.g. the account area's Log out button). */
  'auth:log-out': z.object({}),
  /**
   * End the session here without asking the server, and open the login page: the server has
   * already ended it (a password change revokes every token), so a logout call would only 401.
   */
  'shell:end-session': z.object({ reason: z.enum(['password-changed']) }),
  /** The token appeared or went away, or the user it belongs to changed. */
  'auth:changed': z.object({ tokenPresent: z.boolean(), user: z.nullable(playerUserSchema) }),
  /** An API call answered 401; the shell drops the token. */
  'auth:unauthorized': z.object({ path: z.string() }),
  /** The interface language changed (and with it the text direction). */
  'language:changed': z.object({ language: languageSchema, direction: directionSchema }),
  /** Fresh user details (balance, bonus, jackpot state) arrived. */
  'user:updated': z.object({ user: playerUserSchema }),
  /** Something moved money; the shell refreshes the user now rather than at the next tick. */
  'user:refresh': z.object({}),
  /** The device class or orientation changed. */
  'device:changed': deviceSchema,
  /** Navigation home, to the profile or through the sidebar resets the sport widget. */
  'sport:reset': z.object({}),
} as const;

export type EventSchemas = typeof eventSchemas;
export type EventName = keyof EventSchemas;

/**
 * Who may emit each event. A command asks its owner to act (any remote may send the shell's
 * commands); a fact says something happened and has exactly one emitter. Remotes emit only the
 * shell's commands and facts of their own. The event table in shared/README.md is generated from
 * this map and the schemas (`pnpm --filter @casino/shared events:table`; a test keeps it in step).
 * A new event without an entry here does not compile.
 */
export interface EventRole {
  kind: 'command' | 'fact';
  /** Who emits it. */
  emittedBy: string;
  /** Who acts on it. */
  heardBy: string;
}

export const eventRoles = {
  'shell:show-toast': { kind: 'command', emittedBy: 'any remote', heardBy: 'shell toasts' },
  'shell:open-modal': { kind: 'command', emittedBy: 'any remote', heardBy: 'shell modal' },
  'shell:close-modal': { kind: 'command', emittedBy: 'any remote, shell', heardBy: 'shell modal' },
  'auth:require-login': {
    kind: 'command',
    emittedBy: 'any remote',
    heardBy: 'shell login page or modal',
  },
  'auth:login-succeeded': {
    kind: 'fact',
    emittedBy: 'shell',
    heardBy: 'the remote that asked carries out `then`',
  },
  'auth:log-out': {
    kind: 'command',
    emittedBy: "any remote (mf-account's Log out)",
    heardBy: 'shell',
  },
  'shell:end-session': {
    kind: 'command',
    emittedBy: "any remote (mf-account's password change)",
    heardBy: 'shell drops the token and opens /login',
  },
  'auth:changed': { kind: 'fact', emittedBy: 'shell', heardBy: 'everyone (snapshot)' },
  'auth:unauthorized': {
    kind: 'fact',
    emittedBy: 'the API client (`@casino/shared/api`)',
    heardBy: 'shell drops the token',
  },
  'language:changed': { kind: 'fact', emittedBy: 'shell', heardBy: 'everyone (snapshot)' },
  'user:updated': { kind: 'fact', emittedBy: 'shell', heardBy: 'everyone (snapshot)' },
  'user:refresh': {
    kind: 'command',
    emittedBy: 'any remote (after money moved)',
    heardBy: 'shell refreshes the user now',
  },
  'device:changed': { kind: 'fact', emittedBy: 'shell', heardBy: 'everyone (snapshot)' },
  'sport:reset': { kind: 'command', emittedBy: 'shell', heardBy: 'mf-sport' },
} as const satisfies Record<EventName, EventRole>;
export type EventMap = { [K in EventName]: z.infer<EventSchemas[K]> };

export type Language = z.infer<typeof languageSchema>;
export type Direction = z.infer<typeof directionSchema>;
export type DeviceClass = z.infer<typeof deviceClassSchema>;
export type Orientation = z.infer<typeof orientationSchema>;
export type Device = z.infer<typeof deviceSchema>;
export type GameType = z.infer<typeof gameTypeSchema>;
export type PlayerUser = z.infer<typeof playerUserSchema>;
export type ModalContent = z.infer<typeof modalContentSchema>;
export type FollowUp = z.infer<typeof followUpSchema>;
