/** The channel on which read-mostly tables announce their changes (migration 0014). */
export const cacheChannel = 'repasse_cache';
