/** The files the page handed over through `URL.createObjectURL`, read as text, with their names; the link's click does nothing. */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:copy';
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    texts: () => Promise.all(blobs.map((blob) => blob.text())),
    types: () => blobs.map((blob) => blob.type),
    names: () => [...names],
    restore: () => [create, revoke, click].forEach((spy) => spy.mockRestore()),
  };
}
