import { exchangeUserToken } from '@/lib/api/members';
import { forgetUserToken, saveMemberToken } from './session';

/**
 * The user token found at startup becomes this shop's member token (the user token goes with it,
 * spec §4). One that is refused (expired, revoked, unknown) is cleared without a word to the
 * shopper: a member-token failure is only logged (spec §8). A user token only bridges a sign-in,
 * so a failure of any kind ends it rather than retrying on every page.
 */
export async function exchangeAtStartup(shopId: number, userToken: string): Promise<void> {
  const [result, error] = await exchangeUserToken(shopId, userToken);
  if (error !== null) {
    forgetUserToken();
    console.warn(`[member] the user token was not exchanged for a member token: ${error.msg}`);
    return;
  }
  saveMemberToken(result.memberToken);
}
