import { jsonLdString } from '@/lib/seo/jsonld';

/** Structured data for search engines, rendered into the server HTML. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
