export { $railsFailed, $railsModule, CasinoRailsGate, loadRailsFx, retryClicked } from './model';
export { HOME_RAILS, type HomeRail } from './rails';
export { CasinoRails } from './ui/casino-rails';
