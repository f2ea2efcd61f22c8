import { keysOf } from './keyFields';

/**
 * What the text-message form saves. `none` (a demo server's outbox) has no keys to send; the
 * sender's name goes only when one is typed (the API takes no empty name: left out is none).
 */
export function smsBody(data: FormData, provider: string) {
  return {
    provider,
    ...(provider === 'none' ? {} : { credentials: keysOf(data) }),
    ...(String(data.get('sender') ?? '').trim() ? { sender: String(data.get('sender')) } : {}),
  };
}

/** What the LINE Login form saves: a sandbox channel has no Channel ID or keys of the shop's. */
export function lineBody(data: FormData, environment: string) {
  return {
    environment,
    ...(environment === 'production'
      ? { channelId: String(data.get('channelId') ?? ''), credentials: keysOf(data) }
      : {}),
  };
}
