export { JackpotWins } from './ui/jackpot-wins';
