/** The B2C chains a shop contracts (the C2C kinds are chosen on the map, from the delivery's chain). */
export const CVS_CHAINS = ['UNIMART', 'FAMI', 'HILIFE', 'OKMART'] as const;
export type CvsChain = (typeof CVS_CHAINS)[number];

/** The chains' names as shoppers know them. */
export const CVS_CHAIN_LABELS: Record<CvsChain, string> = {
  UNIMART: '7-ELEVEN',
  FAMI: '全家',
  HILIFE: '萊爾富',
  OKMART: 'OK超商',
};
