export * from './shops';
export * from './catalog';
export * from './content';
