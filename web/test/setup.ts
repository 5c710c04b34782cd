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
