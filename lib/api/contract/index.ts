export * from './common';
export * from './shop';
export * from './catalog';
export * from './content';
export * from './commerce';
export * from './auth';
export * from './orders';
