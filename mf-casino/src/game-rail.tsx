/**
 * `./game-rail`: the rails of games another remote shows in its pages (the home page), loaded at
 * runtime through the page's remote loader (`@casino/shared/remotes`). The same module instances
 * as `./app`: one set of play, favourite and detail-modal units per page.
 */
import { BUS_CONTRACT_VERSION } from '@casino/shared/events';
import type { GameRailModule } from '@casino/shared/remotes';
import { GameRail as Rail } from './features/game-rail';
import { NAMESPACE } from './i18n';

// Each export keeps the shape the showing remotes are typed against.
export const contractVersion: GameRailModule['contractVersion'] = BUS_CONTRACT_VERSION;
/** Built in by the release command. */
export const remoteVersion = process.env.REMOTE_VERSION;
export const namespaces: GameRailModule['namespaces'] = [NAMESPACE];
export const GameRail: GameRailModule['GameRail'] = Rail;
