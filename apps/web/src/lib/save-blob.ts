/** Saves a blob as a download named `fileName` (an object URL and a temporary anchor). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Let the browser start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
