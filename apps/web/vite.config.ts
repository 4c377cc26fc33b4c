import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const api = 'http://localhost:3000';

// The libraries every page needs, in one chunk that stays cached from release to release.
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|void-elements|html-parse-stringify)[\\/]/;
// The design system: small pieces shared by every page, better in one file than in ten.
const DESIGN_SYSTEM = /[\\/]src[\\/]shared[\\/](ui[\\/]|lib[\\/]format\.ts)/;

// `defineConfig` from vitest/config: one config for `vite build` and for the web test project. (npm
// may hoist vitest's own vite copy to the root; taking the types from vitest keeps them in step.)
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        manualChunks: (id) => (VENDOR.test(id) ? 'vendor' : DESIGN_SYSTEM.test(id) ? 'ui' : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/media': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': api,
      '/media': api,
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 60_000,
  },
});
