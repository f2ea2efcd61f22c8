/** The storefront's side of the convenience-store map (spec §2 /checkout/cvs-callback, §9 device 0). */

import { isPhoneWidth } from '@/lib/ui/breakpoints';

/** Where the store map's reply sends the shopper back to, with the session's token. */
export const CVS_CALLBACK_PATH = '/checkout/cvs-callback';

/** ECPay's map layout: 1 for a phone, 0 (the default) otherwise. */
export const mapDevice = (viewportWidth: number): 0 | 1 => (isPhoneWidth(viewportWidth) ? 1 : 0);
