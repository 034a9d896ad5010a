/**
 * Saves text the page made as a file: a link to a blob of it, clicked, then let go. The browser
 * names the file `fileName` (a CSV export, for example).
 */
export function downloadTextFile(text: string, fileName: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
