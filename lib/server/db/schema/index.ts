export * from './shops';
export * from './catalog';
export * from './content';
export * from './members';
export * from './orders';
export * from './media';
export * from './visits';
export * from './line';
