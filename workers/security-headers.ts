/**
 * The headers every HTML response carries. Static files get theirs from public/_headers, because
 * Workers Static Assets answers them before this Worker runs.
 */
export function securityHeaders(nonce: string, https: boolean): Record<string, string> {
  const contentSecurityPolicy = [
    "default-src 'self'",
    // Script files only from this origin (the client build); inline scripts only with this response's nonce.
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    // Over plain http (a local run) this would send the page's own scripts to https and break it.
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");

  return {
    "Content-Security-Policy": contentSecurityPolicy,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
