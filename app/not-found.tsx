import { StartError } from '@/components/shell/StartError';
import { SHOP_CONFIG_FAILED } from '@/lib/tenancy/messages';

/** Reached only when no shop could be loaded; a shop's own missing pages have their own 404 screen. */
export default function NotFound() {
  return <StartError message={SHOP_CONFIG_FAILED} />;
}
