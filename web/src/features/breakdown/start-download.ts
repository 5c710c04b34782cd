/** The API sends the file as an attachment, so going to its address downloads it and leaves the page where it is. */
export function startDownload(url: string): void {
  window.location.assign(url);
}
