import { z } from 'zod';
import { MerchantKeySchema } from '@/lib/catalog/fields';
import { normalizeHost } from '@/lib/tenancy/host';

/** A host as an operator or the console names a shop by. */
export const HostSchema = z.string().trim().min(1).max(253);

/** An organisation's key, written like the merchant's keys of the catalog. */
export const OrgKeySchema = MerchantKeySchema;

/** A domain as a shop answers on it: the form a Host header takes once normalized. */
export const ShopDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((d) => normalizeHost(d) === d && !/^[\d.]+$/.test(d), {
    error: '網域格式不正確（例如 tea.example.com）',
  });
