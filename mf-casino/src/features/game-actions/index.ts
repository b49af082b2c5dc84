export {
  $pendingFollowUp,
  askLoginFx,
  favouriteChanged,
  favouriteRequested,
  launchGameFx,
  loginSucceeded,
  playRequested,
  toggleFavouriteFx,
  type FavouriteChange,
} from './model';
