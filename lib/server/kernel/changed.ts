/**
 * What every operator or console action answers besides its own result: the shops whose pages or
 * answers it changed, so that whoever calls it can refresh what is cached for them.
 */
export type Changed = { changedShops: number[] };
