/**
 * Content-Security-Policy of the shell's page. Helmet's default policy is kept for everything
 * else; the page additionally needs the origins of remotes served elsewhere (their manifests are
 * fetched, their scripts and styles loaded). Blueprint positions popovers with inline styles, so
 * styles allow 'unsafe-inline'; scripts never do, and nothing needs eval.
 */
export function shellContentSecurityPolicy(remoteOrigins: readonly string[], secureRequest: boolean): string {
  const others = remoteOrigins.length ? ` ${remoteOrigins.join(' ')}` : '';
  const directives = [
    `default-src 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
    `frame-ancestors 'self'`,
    `form-action 'self'`,
    `script-src 'self'${others}`,
    `script-src-attr 'none'`,
    `style-src 'self' 'unsafe-inline'${others}`,
    `img-src 'self' data:${others}`,
    `font-src 'self' data:${others}`,
    `connect-src 'self'${others}`,
  ];
  // Only over TLS: on plain http://localhost it would send every asset request to https.
  if (secureRequest) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
