export { replaceFavourite } from '@casino/shared/games';
