/**
 * Security headers on every answer (console, SPA routes, /config.json, /api, 404s) via
 * @fastify/helmet: the CSP of services/contentSecurityPolicy.ts, nosniff, Referrer-Policy
 * same-origin, and helmet's other defaults. Registered before any route so its onRequest hook
 * reaches them all.
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { cspDirectives } from '../services/contentSecurityPolicy';

export default fp(
  async (app) => {
    const { wsUrl, tileUrl, frameSources, mediaSources } = app.config;
    await app.register(helmet, {
      contentSecurityPolicy: {
        // helmet's defaults add upgrade-insecure-requests, which breaks a console served over plain
        // http on a LAN address; the full policy is ours
        useDefaults: false,
        directives: cspDirectives({ wsUrl, tileUrl, frameSources, mediaSources }),
      },
      referrerPolicy: { policy: 'same-origin' },
      // HSTS only counts over https (a proxy in front); no includeSubDomains: the platform may
      // share a domain with hosts it knows nothing about
      strictTransportSecurity: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
    });
  },
  { name: 'platform-security-headers', fastify: '5.x', dependencies: ['platform-config'] },
);
