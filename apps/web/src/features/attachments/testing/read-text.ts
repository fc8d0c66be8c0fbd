/** A blob's text: jsdom's Blob has no `text()`. */
export function readText(blob: Blob | null | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) {
      resolve('');
      return;
    }
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
