// Saves text made in the browser (an export) as a file, without a round trip to the server.
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: free it once the download has begun.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
