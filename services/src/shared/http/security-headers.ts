import helmet from 'helmet';
import { PRINT_CLIENT_SOCKET } from '../../contracts';

/**
 * The security headers of every response (helmet): a Content-Security-Policy the built web app runs under — its own
 * scripts only, styles also inline (Fluent UI's griffel inserts them at run time), images also as data and blob URLs
 * (captchas, logos, pictures being chosen), connections to this server and the local print client — never framed
 * (frame-ancestors 'none', X-Frame-Options DENY), no referrer sent, no content sniffing. HSTS only when the public
 * address is https (PUBLIC_URL), never for the domain's other hosts.
 */
export function securityHeaders(publicUrl: string) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", PRINT_CLIENT_SOCKET],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: publicUrl.startsWith('https://') ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
  });
}
