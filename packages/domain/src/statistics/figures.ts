/**
 * The figures of a chart computed from counted values (pure): numbers as min / mean / median / max
 * and a histogram, the most frequent values, and when pie labels are hidden.
 */

/** A value and how many times it was counted. */
export type Counted<T> = { value: T; count: number };

export type NumberSummary = { count: number; min: number; max: number; mean: number; median: number };

/**
 * Min, mean, median and max of counted numbers (null when nothing was counted). The median of an
 * even number of values is the mean of the two middle ones.
 */
export function numberSummary(values: readonly Counted<number>[]): NumberSummary | null {
  const counted = values.filter((entry) => entry.count > 0).sort((a, b) => a.value - b.value);
  const count = counted.reduce((sum, entry) => sum + entry.count, 0);
  if (count === 0) return null;
  let sum = 0;
  for (const entry of counted) sum += entry.value * entry.count;
  const nth = (index: number) => {
    let seen = 0;
    for (const entry of counted) {
      seen += entry.count;
      if (index < seen) return entry.value;
    }
    return counted[counted.length - 1]!.value;
  };
  const median = count % 2 === 1 ? nth((count - 1) / 2) : (nth(count / 2 - 1) + nth(count / 2)) / 2;
  return {
    count,
    min: counted[0]!.value,
    max: counted[counted.length - 1]!.value,
    mean: sum / count,
    median,
  };
}

/** A histogram bin: [from, to), the last one [from, to]. */
export type Bin = { from: number; to: number; count: number };

/** At most this many bins in a histogram. */
export const HISTOGRAM_BINS_MAX = 12;

/**
 * The histogram of counted numbers: integers get one bin per value while there are at most
 * `maxBins` of them, else `maxBins` bins of equal width from min to max (the last bin includes max).
 * Every counted value falls in exactly one bin, so the bins' counts add up to the values' count.
 */
export function histogram(
  values: readonly Counted<number>[],
  { integers = false, maxBins = HISTOGRAM_BINS_MAX }: { integers?: boolean; maxBins?: number } = {},
): Bin[] {
  const counted = values.filter((entry) => entry.count > 0);
  if (counted.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const { value } of counted) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const bins = Math.max(1, Math.floor(maxBins));
  if (min === max) return [{ from: min, to: max, count: counted.reduce((sum, e) => sum + e.count, 0) }];
  let width = (max - min) / bins;
  if (integers) width = Math.max(1, Math.ceil((max - min + 1) / bins));
  const total = integers ? Math.ceil((max - min + 1) / width) : bins;
  const result: Bin[] = Array.from({ length: total }, (_, index) => ({
    from: min + index * width,
    to: integers
      ? Math.min(min + (index + 1) * width - 1, max)
      : index === total - 1
        ? max
        : min + (index + 1) * width,
    count: 0,
  }));
  for (const { value, count } of counted) {
    const index = Math.min(total - 1, Math.max(0, Math.floor((value - min) / width)));
    result[index]!.count += count;
  }
  return result;
}

/**
 * The `n` most frequent values, most frequent first; equal counts in value order, so the answer
 * does not depend on the order the values came in.
 */
export function topValues<T extends string | number>(values: readonly Counted<T>[], n = 10): Counted<T>[] {
  const merged = new Map<T, number>();
  for (const { value, count } of values) merged.set(value, (merged.get(value) ?? 0) + count);
  return [...merged]
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, Math.max(0, n));
}

/** Pie charts hide their labels above this many slices (spec part 3 §2). */
export const PIE_LABELS_MAX_SLICES = 20;
export const pieLabelsShown = (slices: number): boolean => slices <= PIE_LABELS_MAX_SLICES;

/** How many of the most frequent open-text values a chart shows. */
export const TOP_TEXT_VALUES = 10;
