/**
 * What the API clients check answers with: the contract, the few zod functions that wrap its
 * schemas (lists, nullable answers) and zod's parse. http.ts loads this module with the first
 * answer it checks, so a page carries zod and the contract once it calls the API, not with its
 * first paint.
 */
export * from './contract';
export { array, nullable, safeParse, unknown } from 'zod/mini';
