/** The storefront's banner shows each ad this long before the next (seed §9: ad rotation 20 s). */
export const AD_ROTATION_MS = 20_000;
