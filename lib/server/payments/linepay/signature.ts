/**
 * LINE Pay Online API v3 request signing and answer reading. Pure.
 * https://developers-pay.line.me/online-api-v3 (request header) and
 * https://developers-pay.line.me/offline/prerequisites (the MAC message per HTTP method).
 */
import { createHmac } from 'node:crypto';

/**
 * The X-LINE-Authorization value: Base64 of HMAC-SHA256 keyed with the channel secret over
 * secret + API path + (JSON body for POST, query string without `?` for GET) + nonce.
 */
export function linePaySignature(
  channelSecret: string,
  uri: string,
  bodyOrQuery: string,
  nonce: string,
): string {
  return createHmac('sha256', channelSecret)
    .update(channelSecret + uri + bodyOrQuery + nonce)
    .digest('base64');
}

export type LinePayHeaders = {
  'Content-Type': 'application/json';
  'X-LINE-ChannelId': string;
  'X-LINE-Authorization-Nonce': string;
  'X-LINE-Authorization': string;
};

/** The headers of one signed call; the nonce must be fresh per call so a captured request cannot be replayed. */
export function linePayHeaders(
  channelId: string,
  channelSecret: string,
  uri: string,
  body: string,
  nonce: string,
): LinePayHeaders {
  return {
    'Content-Type': 'application/json',
    'X-LINE-ChannelId': channelId,
    'X-LINE-Authorization-Nonce': nonce,
    'X-LINE-Authorization': linePaySignature(channelSecret, uri, body, nonce),
  };
}

/*
 * LINE Pay writes transaction ids as bare 19-digit numbers, past 2^53 where JSON.parse rounds them.
 * Only a key followed by a bare integer is quoted: inside a JSON string the key's quotes would be
 * escaped (\"), so text in returnMessage cannot match.
 */
const BIG_ID = /("(?:transactionId|refundTransactionId)"\s*:\s*)(-?\d+)(?=\s*[,}\]])/g;

/** JSON.parse that keeps `transactionId` and `refundTransactionId` exact, as strings. */
export function parseLinePayJson(text: string): unknown {
  return JSON.parse(text.replace(BIG_ID, '$1"$2"'));
}
