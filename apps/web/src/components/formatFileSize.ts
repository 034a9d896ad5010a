const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: 512 B, 1.5 KB, 9.8 MB. */
export function formatFileSize(bytes: number): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || size >= 100 ? Math.round(size).toString() : size.toFixed(1);
  return `${shown} ${UNITS[unit]}`;
}
