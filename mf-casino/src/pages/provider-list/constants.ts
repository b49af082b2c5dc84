/** Providers per page of the provider list (Load More adds as many). */
export const PROVIDER_PAGE_SIZE = 3;
/** Games shown in each provider's section. */
export const SECTION_SIZE = 12;
