/**
 * Industry tag entry of the application (apply-settings-admin.md §2 and §5): a tag is trimmed; empty entries and
 * duplicates are ignored; clicking a tag removes it.
 */

/** `tags` with `raw` added (trimmed), or `tags` unchanged when it is empty or already there. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim();
  if (tag === '' || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}

/** `tags` without `tag`. */
export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}
