/** Plain HTML for the sandbox's own pages (a payment page, a store map): no script, no framework. */

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const html = (strings: TemplateStringsArray, ...values: (string | number | SafeHtml)[]) =>
  new SafeHtml(
    strings.reduce(
      (out, part, i) =>
        out +
        part +
        (i < values.length
          ? values[i] instanceof SafeHtml
            ? values[i].value
            : escape(String(values[i]))
          : ''),
      '',
    ),
  );

export class SafeHtml {
  constructor(readonly value: string) {}
}

export const join = (parts: SafeHtml[]) => new SafeHtml(parts.map((p) => p.value).join(''));

export const hiddenFields = (fields: Record<string, string>) =>
  join(
    Object.entries(fields).map(
      ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
    ),
  );

const STYLE = `
body{margin:0;font-family:system-ui,"Noto Sans TC",sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.badge{display:inline-block;background:#fde68a;color:#78350f;border-radius:999px;padding:.15rem .6rem;font-size:.8rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;margin:1rem 0;box-shadow:0 1px 3px #0001}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0}dt{color:#71717a}dd{margin:0;word-break:break-all}
.amount{font-size:1.6rem;font-weight:700}
button{width:100%;min-height:2.75rem;border:0;border-radius:.5rem;font-size:1rem;margin-top:.75rem;cursor:pointer}
.pay{background:#16a34a;color:#fff}.fail{background:#e4e4e7;color:#18181b}
.store{text-align:left;background:#fff;border:1px solid #e4e4e7;padding:.75rem}
.store small{display:block;color:#71717a}
input{width:100%;box-sizing:border-box;min-height:2.5rem;border:1px solid #d4d4d8;border-radius:.5rem;padding:0 .6rem;font-size:1rem}
a{color:#2563eb}p.note{color:#71717a;font-size:.85rem}
`;

export function page(title: string, body: SafeHtml, status = 200): Response {
  const doc = html`<!doctype html>
    <html lang="zh-Hant">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
  return new Response(doc.value, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
