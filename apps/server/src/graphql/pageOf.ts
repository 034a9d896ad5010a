/** Page sizes stay within what one screen can use; offsets are never negative. */
export function pageOf(
  limit: number | null | undefined,
  offset: number | null | undefined,
  max: number,
) {
  return {
    limit: Math.min(Math.max(limit ?? max, 1), max),
    offset: Math.max(offset ?? 0, 0),
  };
}
