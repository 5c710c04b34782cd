import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them as soon as it is imported.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// RTK Query looks for fetch when it is imported; a test that calls the API installs its own (stub-fetch.ts).
globalThis.fetch ??= () => Promise.reject(new Error('This test did not stub fetch'));

// jsdom does no layout; Radix's positioned popups (tooltips) still observe their size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// jsdom does no scrolling either: its own scrollTo only logs "Not implemented". A test that checks the scroll spies on this one.
window.scrollTo = () => undefined;

// jsdom has <dialog> but not its methods; these open and close it as a browser does (no backdrop, no focus trap).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// Each test starts with the storage of a visitor new to the site: an offer's deadline or an address an earlier test
// stored would otherwise carry over, and the test would pass or fail by the order the tests ran in.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
