// Response headers for every answer (helmet) and the origins trusted for CORS and the realtime socket.
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';

/** Origins of remotes served from elsewhere (a REMOTE_*_URL that is an absolute URL). */
export function remoteOrigins(remotes: Config['remotes']): string[] {
  const origins = Object.values(remotes)
    .filter((base) => /^https?:\/\//.test(base))
    .map((base) => new URL(base).origin);
  return [...new Set(origins)];
}

/** The public origin plus every remote origin: who may open the socket or fetch remote files. */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'remotes'>): Set<string> {
  return new Set([new URL(config.publicUrl).origin, ...remoteOrigins(config.remotes)]);
}

export function securityHeaders(config: Pick<Config, 'publicUrl' | 'remotes'>): RequestHandler {
  const https = config.publicUrl.startsWith('https:');
  const remotes = remoteOrigins(config.remotes);
  const socketOrigin = new URL(config.publicUrl).origin.replace(/^http/, 'ws');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        // Older browsers do not count ws: as 'self', hence the explicit socket origin.
        connectSrc: ["'self'", socketOrigin, ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        // antd injects <style> elements at run time; remotes may ship their own CSS files.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        // On plain http (a local run) upgrading would break every asset request.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
}
