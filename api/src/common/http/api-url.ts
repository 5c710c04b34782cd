/** Whether a request URL (path and query) is one of the API's, as opposed to a page or asset of the site. */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
