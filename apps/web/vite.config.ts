import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the Vigil server runs beside Vite; proxying keeps the browser same-origin so the
// session cookie and the CSP behave as in production.
const server = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/graphql': server,
      '/socket.io': { target: server, ws: true },
      '/content': server,
      '/healthz': server,
      // Single sign-on's routes (the IdP posts to /auth/saml/{id}/acs).
      '/auth': server,
    },
  },
  build: {
    outDir: 'dist',
    // ECharts (~560 kB, only loaded by pages with a chart) is the one chunk above Vite's default.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries in named chunks of their own: they change less often than the app, so browsers
        // keep them cached across releases, and pages stay small chunks of app code.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/,
            },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/ },
            {
              name: 'socket',
              test: /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|@socket\.io)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
