export { frameSandbox, isBalanceMessage, BALANCE_MESSAGE } from './lib';
export { useGameFrameMessages } from './use-game-frame-messages';
