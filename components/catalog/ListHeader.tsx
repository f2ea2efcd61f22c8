import Link from 'next/link';

type Crumb = { name: string; href?: string };

/** The heading of a list screen with its breadcrumb trail (the same trail the JSON-LD describes). */
export function ListHeader({ title, crumbs, total }: { title: string; crumbs: Crumb[]; total?: number }) {
  return (
    <header className="mb-6">
      <nav aria-label="麵包屑" className="text-xs text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((c, i) => (
            <li key={i} className="flex items-center gap-1">
              {i > 0 ? <span aria-hidden>/</span> : null}
              {c.href ? (
                <Link href={c.href} className="hover:text-primary">
                  {c.name}
                </Link>
              ) : (
                <span aria-current="page">{c.name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-2 text-2xl font-semibold">{title}</h1>
      {total !== undefined ? <p className="mt-1 text-sm text-muted">共 {total} 件商品</p> : null}
    </header>
  );
}
