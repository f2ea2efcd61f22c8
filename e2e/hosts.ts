/** Chromium resolves *.localhost to loopback by itself, so each demo shop has its own origin. */
const port = Number(process.env.E2E_PORT ?? 3100);
export const shopUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;

export const SHOP1 = { host: 'localhost', name: '小島選物' };
export const SHOP1_IP = { host: '127.0.0.1', name: '小島選物' };
export const SHOP2 = { host: 'shop2.localhost', name: '山嵐咖啡' };
export const CLOSED = { host: 'closed.localhost', name: '歇業小舖' };

/**
 * Node (where Playwright's request fixture runs) does not resolve *.localhost: Node-side requests go to
 * loopback and name the shop in the Host header.
 */
export const nodeUrl = (path: string) => `http://127.0.0.1:${port}${path}`;
export const hostHeader = (host: string) => ({ host: `${host}:${port}` });
