/**
 * The amounts every surface that shows money is checked against (the shell and remotes, the
 * sportsbook's frame, the studio's game pages), with the one text each must read as in every
 * language: the third decimal cut, never rounded, so the header and a game never disagree.
 */
export const MONEY_SAMPLES: ReadonlyArray<readonly [millimes: number, text: string]> = [
  [-1_995, '-1.99 TND'],
  [-995, '-0.99 TND'],
  [0, '0.00 TND'],
  [5, '0.00 TND'],
  [995, '0.99 TND'],
  [1_995, '1.99 TND'],
  [1_000_000_000, '1 000 000.00 TND'],
];

export const MONEY_LANGUAGES = ['fr', 'en', 'ar'] as const;
