// Route handlers run here outside Next, which has no request context to revalidate in; the tags they
// revalidate are recorded instead, for the tests to check.
export const revalidatedTags: string[] = [];

export function revalidateTag(tag: string): void {
  revalidatedTags.push(tag);
}
