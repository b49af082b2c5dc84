/**
 * The player saved another reality-check interval on the account page: the session clock,
 * another application of this remote on the same page (one module instance), reads it again.
 */
import { createEvent } from 'effector';

export const realityCheckIntervalSaved = createEvent<number | null>();
