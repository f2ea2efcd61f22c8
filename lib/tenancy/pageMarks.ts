/**
 * Response headers the middleware marks a page with for the production server (lib/serving/start.ts),
 * which reads and removes them: the shop loads Google Tag Manager, so the page's script policy must
 * allow it.
 */
export { TAG_MANAGER_HEADER } from '@/lib/serving/contract';
