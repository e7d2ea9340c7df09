const TYPES = {
  text: 'text/plain;charset=utf-8',
  json: 'application/json',
  calendar: 'text/calendar;charset=utf-8',
} as const;

/**
 * Hands the visitor a small file made here, in the browser: nothing leaves the page. A text file
 * starts with a byte-order mark so older editors read the Arabic as UTF-8; JSON goes without (a
 * parser would refuse it, as would a calendar).
 */
export function downloadFile(name: string, content: string, type: keyof typeof TYPES = 'text') {
  const blob = new Blob(type === 'text' ? ['\uFEFF', content] : [content], { type: TYPES[type] });
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
