import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // The API runs beside Vite in development (npm run dev); same-origin paths as in production.
    // 127.0.0.1, not localhost: Node may resolve localhost to ::1 while the API listens on IPv4.
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
  build: { outDir: 'dist', sourcemap: false },
});
