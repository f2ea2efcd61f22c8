/** A self-contained page for hosts that have no shop: nothing of any shop may be shown on it. */
export function shopErrorPage(message: string, status: number, retryAfter?: number): Response {
  const hint = status === 503 ? '請稍後重新整理頁面。' : '請確認網址是否正確，或稍後再試。';
  const html = `<!doctype html><html lang="zh-tw"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${message}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,'Noto Sans TC',sans-serif;background:#f6f5f2;color:#333}
main{text-align:center;padding:2rem}h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:0;color:#777;font-size:.9rem}</style></head>
<body><main><h1>${message}</h1><p>${hint}</p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...(retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }),
    },
  });
}
