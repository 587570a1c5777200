/**
 * The contact page's title after a refused post (app/routes/contact.tsx `meta`): its own module,
 * so only the contact route's chunk carries it, not the layout chunk every page loads.
 */
/**
 * `tags` with the loader's `titlePrefix` before the title: a page re-shown after a refused form
 * says so first ("Error: Contact | …", GOV.UK Design System "Error message"). Without one,
 * `tags` as they are.
 */
export function withTitlePrefix<T extends object>(tags: T[], loaderData: unknown): T[] {
  const prefix =
    loaderData && typeof loaderData === 'object' && 'titlePrefix' in loaderData
      ? String(loaderData.titlePrefix)
      : '';
  return prefix
    ? tags.map((tag) => ('title' in tag ? { ...tag, title: `${prefix}${String(tag.title)}` } : tag))
    : tags;
}
