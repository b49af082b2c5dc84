/**
 * Modules a remote exposes for another remote to show inside its own pages (the casino's game
 * rails on the home page), and the one way to load them. The showing remote is never built
 * against the exposing one: it asks the page's remote loader at runtime (the shell provides it:
 * the version remotes.json promotes, the bus contract check, the last-known-good version, the
 * per-version reports) and shows its own fallback when that fails. A shared singleton, so the
 * loader the shell provides is the one every remote asks.
 *
 * `ExposedModules` is the contract between the teams, like the bus's: what each such module
 * exports. Changing a module's shape is a major contract bump (`BUS_CONTRACT_VERSION`).
 */
import type { ComponentType } from 'react';
import type { GameType } from '../events/contract';

/** One rail of games as the showing page wants it (the casino owns the games, tiles and actions). */
export interface GameRailSpec {
  /** Stable id: one rail per id on the page (its state survives re-renders). */
  id: string;
  /** Already translated by the showing page. */
  title: string;
  type: GameType;
  providerId: number | null;
  /** Query c of the rail's 'All' link ('favorite' for the favourites). */
  category: string | null;
  pageSize: number;
  /** The page the 'All' link opens. */
  link: string;
  /** The player's favourites (shown only to a player who has some). */
  favourites?: boolean;
}

/** `mf_casino/game-rail`: a rail of game tiles, with play, favourite and the detail modal. */
export interface GameRailModule {
  contractVersion: string;
  /** Translation namespaces to load before the first render. */
  namespaces: string[];
  GameRail: ComponentType<{ rail: GameRailSpec }>;
}

export interface ExposedModules {
  'mf_casino/game-rail': GameRailModule;
}

export type ExposedId = keyof ExposedModules;

/** Loads `./<exposed>` of `remote` (its federation name); rejects when it cannot. */
export type RemoteModuleLoader = (remote: string, exposed: string) => Promise<unknown>;

let pageLoader: RemoteModuleLoader | null = null;

/** The shell, once remotes.json is read. */
export function provideRemoteLoader(loader: RemoteModuleLoader): void {
  pageLoader = loader;
}

/**
 * The module `id` names, through the page's loader. Rejects when there is no loader (a remote's
 * stand-alone page), the remote cannot be loaded, or its contract does not match ours.
 */
export async function loadExposed<Id extends ExposedId>(id: Id): Promise<ExposedModules[Id]> {
  if (!pageLoader) throw new Error(`no remote loader on this page for ${id}`);
  const [remote, name] = id.split('/') as [string, string];
  return (await pageLoader(remote, `./${name}`)) as ExposedModules[Id];
}
