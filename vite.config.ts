import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { languageIndexPages } from './scripts/build/language-index-pages'
import { routePreloadsPlugin } from './scripts/build/route-preloads'
import { COMPRESS_THRESHOLD_BYTES } from './server/http/compression-threshold'

export default defineConfig({
  base: '/pc/',
  plugins: [
    // The router plugin must come before react(): it rewrites route files for code splitting.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    // Every built text file also as .br and .gz, compressed once at the highest levels: the server sends these
    // (@fastify/static preCompressed) instead of compressing each asset again for every visitor without it cached.
    // index.html per language, preloading that language's texts (server/http/index-html.ts sends the visitor's).
    languageIndexPages(),
    // route-preloads.json: a route's chunks, preloaded by the server in the page of a deep link.
    routePreloadsPlugin(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: COMPRESS_THRESHOLD_BYTES, logLevel: 'silent' }),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
      // Served by the API server from its signing key (server/http/license-public-key-route.ts).
      '/pc/license-public-key.pem': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The libraries every page runs in one chunk: Home loaded them as 30-odd shared chunks of their import/export
    // glue, compressed apart (Home 251.5 kB gzip in 58 chunks; with the group 244.3 kB in 39). Chakra stays split:
    // its components are spread over routes that Home does not load.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|xstate|@xstate|@emotion|stylis|use-sync-external-store|openapi-fetch|react-lazy-with-preload)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
