import { notFound } from 'next/navigation';

/** Any path the shop does not have: the shop's 404 screen, with a 404 status. */
export default function UnknownPage() {
  notFound();
}
