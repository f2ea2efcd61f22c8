import Link from 'next/link';
import type { ReactNode } from 'react';
import { PAYMENT_ICONS, type PaymentIconKey } from '@/components/icons/payment/PaymentIcons';
import { SOCIAL_ICONS } from '@/components/icons/social/SocialIcons';
import type { FooterConfig, ShopConfig } from '@/lib/api/contract';
import { copyrightText, footerSocialLinks } from '@/lib/shop/socialLinks';
import { telHref } from '@/lib/shop/telHref';
import { APP_VERSION } from '@/lib/shop/version';

type FooterLink = FooterConfig['aboutUs'][number];

const linkClass = 'rounded hover:text-primary focus-ring';

function FooterBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-3 font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  const url = link.url?.trim();
  if (!url) return <span>{link.name}</span>;
  if (url.startsWith('/')) {
    return (
      <Link href={url} className={linkClass}>
        {link.name}
      </Link>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {link.name}
    </a>
  );
}

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className="space-y-2">
      {links.map((link, i) => (
        <li key={`${i}-${link.name}`}>
          <FooterLinkItem link={link} />
        </li>
      ))}
    </ul>
  );
}

function ContactText({ text }: { text: string }) {
  const tel = telHref(text);
  return tel ? (
    <a href={tel} className={linkClass}>
      {text}
    </a>
  ) : (
    text
  );
}

/** Spec §2 Footer: link blocks, contact lines, social icons, payment marks, copyright and version. */
export function ShopFooter({
  config,
  footer,
  marks,
}: {
  config: ShopConfig;
  footer: FooterConfig;
  /** The payment and pickup marks of what the shop offers (lib/shop/paymentMarks). */
  marks: ReadonlySet<PaymentIconKey>;
}) {
  const social = footerSocialLinks(config.socialLinks);
  const icons = PAYMENT_ICONS.filter((icon) => marks.has(icon.key));
  return (
    <footer
      aria-labelledby="shop-footer-title"
      className="paint-when-near border-t border-line bg-highlight text-sm text-muted"
    >
      <h2 id="shop-footer-title" className="sr-only">
        {config.Shop.name} 商店資訊
      </h2>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="grid gap-8 sm:grid-cols-3 lg:grid-cols-4">
          {footer.aboutUs.length > 0 && (
            <FooterBlock title="關於我們">
              <LinkList links={footer.aboutUs} />
            </FooterBlock>
          )}
          {footer.faq.length > 0 && (
            <FooterBlock title="常見問題">
              <LinkList links={footer.faq} />
            </FooterBlock>
          )}
          {footer.contactUs.length > 0 && (
            <FooterBlock title="聯絡我們">
              <dl className="space-y-2">
                {footer.contactUs.map((line, i) => (
                  <div key={`${i}-${line.name}`}>
                    <dt className="text-ink">{line.name}</dt>
                    <dd>
                      <ContactText text={line.text} />
                    </dd>
                  </div>
                ))}
              </dl>
            </FooterBlock>
          )}
          {social.length > 0 && (
            <FooterBlock title="追蹤我們">
              <ul className="flex gap-2">
                {social.map(({ type, href, label }) => {
                  const Icon = SOCIAL_ICONS[type];
                  return (
                    <li key={type}>
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={label}
                        className="flex h-11 w-11 items-center justify-center rounded-full border border-line bg-white text-ink transition-colors hover:border-primary hover:text-primary focus-ring"
                      >
                        <Icon className="h-5 w-5" />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </FooterBlock>
          )}
        </div>

        {icons.length ? (
          <ul aria-label="付款與取貨方式" className="mt-8 flex flex-wrap gap-2 border-t border-line pt-6">
            {icons.map(({ key, Icon }) => (
              <li key={key} data-mark={key}>
                <Icon className="h-7.5 w-12" />
              </li>
            ))}
          </ul>
        ) : null}

        <div className="mt-6 flex flex-col gap-1 text-xs sm:flex-row sm:justify-between">
          <p>{copyrightText(config, new Date().getFullYear())}</p>
          <p>v{APP_VERSION}</p>
        </div>
      </div>
    </footer>
  );
}
