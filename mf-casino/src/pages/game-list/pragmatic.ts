/** The dedicated page shows Pragmatic Play's slots (provider 37, the home's popular slots too). */
export const PRAGMATIC_PROVIDER = 37;
