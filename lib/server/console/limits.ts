/** Below this many units a stock option is listed as low on the console's today page, unless the shop sets its own. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
