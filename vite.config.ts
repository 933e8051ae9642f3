import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** `npm run dev`: Vite on :5173 with the API, socket and runtime config proxied to the reference server. */
const target = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target, changeOrigin: true },
      '/ws': { target: target.replace(/^http/, 'ws'), ws: true },
      '/config.json': { target, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
