/** The intervals offered, in minutes, within the range the API accepts. */
export const STANDARD_INTERVALS = [15, 30, 45, 60, 90, 120] as const;

/**
 * The standard choices inside `range`, plus the API's minimum when it is lower than all of them
 * (a test deployment lowers it): never a choice the API would refuse.
 */
export function intervalOptions(range: { min: number; max: number }): number[] {
  const inside = STANDARD_INTERVALS.filter(
    (minutes) => minutes >= range.min && minutes <= range.max,
  );
  return inside[0] === range.min ? inside : [range.min, ...inside];
}
