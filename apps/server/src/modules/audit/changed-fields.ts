/**
 * The names of what changed between a record before and after: the top-level keys whose values
 * differ (settings' keys, a document's question ids). Only names: the values stay out of this column.
 */
export function changedFields(before: unknown, after: unknown): string[] | null {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(before) && !isRecord(after)) return null;
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = new Set([...Object.keys(old), ...Object.keys(now)]);
  const changed = [...keys].filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]));
  return changed.sort();
}
