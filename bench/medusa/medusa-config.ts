import { defineConfig, loadEnv } from '@medusajs/framework/utils';

loadEnv(process.env.NODE_ENV || 'development', process.cwd());

// Minimal Medusa v2 (2.21.2) backend for a Store API load comparison.
// - No Redis: in-memory event bus / workflow engine / locking (Medusa defaults).
// - No caching module and the "caching" + "index_engine" feature flags are forced
//   off, so /store/products always hits PostgreSQL through query.graph.
// - Admin dashboard disabled (not needed for the benchmark, speeds up the build).
module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/medusa_bench',
    http: {
      storeCors: process.env.STORE_CORS || 'http://localhost:8000',
      adminCors: process.env.ADMIN_CORS || 'http://localhost:9000',
      authCors: process.env.AUTH_CORS || 'http://localhost:9000',
      jwtSecret: process.env.JWT_SECRET || 'bench-jwt-secret-2f8c1e',
      cookieSecret: process.env.COOKIE_SECRET || 'bench-cookie-secret-7a93d0',
    },
  },
  admin: {
    disable: true,
  },
  featureFlags: {
    caching: false,
    index_engine: false,
  },
});
