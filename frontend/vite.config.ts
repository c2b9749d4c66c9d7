import { defineConfig, loadEnv } from 'vite';
import preact from '@preact/preset-vite';

// The Go binary embeds `dist/` and serves it under a strict
// Content-Security-Policy (no inline scripts or styles). Keep the output
// deterministic: content-hashed names under assets/, no source maps, and
// nothing that depends on the build machine or the time of the build.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', 'QUEUEPROOF_');
  // `npm run dev` forwards /graphql to a running backend; override with
  // QUEUEPROOF_DEV_BACKEND=http://host:port if it listens elsewhere.
  const backend = new URL(env['QUEUEPROOF_DEV_BACKEND'] || 'http://127.0.0.1:8080').origin;

  return {
    base: '/',
    plugins: [
      preact({
        prerender: { enabled: false },
      }),
    ],
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2020',
      cssCodeSplit: false,
      // Keep every asset a separate, hashed file rather than a data: URI.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      manifest: false,
    },
    server: {
      proxy: {
        // The backend grants its local actor only to requests that name it by its own
        // loopback host and port from its own origin (no DNS rebinding), so the proxied
        // request is sent as the backend's own: its Host and Origin.
        '/graphql': { target: backend, changeOrigin: true, headers: { origin: backend } },
      },
    },
  };
});
