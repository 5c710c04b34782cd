import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * One config for the browser build and the server build used to prerender
 * every route (`vite build --ssr src/entry-server.tsx`). The shared contracts
 * are compiled from source so the browser gets ES modules it can tree-shake.
 */
export default defineConfig({
  root: here('.'),
  resolve: {
    alias: {
      '@pitchlens/contracts': here('../libs/contracts/src/index.ts'),
      '@/': here('./src/'),
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  // Lightning CSS, not PostCSS: PostCSS's CSS modules build `composes … from` rules without a source
  // file, and Vite warned of it on every build. Same class names composed, same pages.
  css: { transformer: 'lightningcss' },
  // Fixed at build time so the prerendered footer and the hydrated one agree.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // One stylesheet linked from every prerendered page: a lazily loaded
    // route's CSS would otherwise arrive after its HTML and the page would jump.
    cssCodeSplit: false,
    rolldownOptions: {
      // Radix marks its modules "use client" for server-component frameworks; meaningless here.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
