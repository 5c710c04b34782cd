/** The year the site was built, set by Vite's `define` (and by Jest's globals in tests). */
declare const __BUILD_YEAR__: number;
