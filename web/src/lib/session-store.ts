/**
 * This browser session's storage, or null where there is none (switched off,
 * private modes, the prerender): what would be kept then lasts one page load.
 */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
