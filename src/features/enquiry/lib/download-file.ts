/**
 * Hands the visitor a small file made here, in the browser: nothing leaves the page. A text file
 * starts with a byte-order mark so older editors read the Arabic as UTF-8; JSON goes without (a
 * parser would refuse it).
 */
export function downloadFile(name: string, content: string, type: 'text' | 'json' = 'text') {
  const blob =
    type === 'text'
      ? new Blob(['\uFEFF', content], { type: 'text/plain;charset=utf-8' })
      : new Blob([content], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click returns; give them a moment before letting it go.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
