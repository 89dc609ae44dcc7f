// Hosts from Google's and Meta's CSP guidance for gtag.js and the pixel.
const googleTag = {
  scripts: "https://www.googletagmanager.com",
  beacons: "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
};
const metaPixel = { scripts: "https://connect.facebook.net", beacons: "https://www.facebook.com" };
// lemon.js, the checkout overlay's script (docs.lemonsqueezy.com). The overlay frames the store's
// checkout, whose origins the configuration names.
const lemonSqueezy = "https://app.lemonsqueezy.com";

/**
 * The headers every answer of the Worker carries, whatever its type: JSON, redirects, plain text,
 * images and zips as well as pages (docs/decisions/003-security-headers.md).
 */
export const baselineHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/**
 * The headers every HTML response carries, on top of {@link baselineHeaders}. Static files get theirs from public/_headers, because
 * Workers Static Assets answers them before this Worker runs. `checkoutFrames` are the origins of the
 * store's checkout, which the overlay frames; without a store there is no overlay (the local checkout
 * is a page of its own), and neither lemon.js nor a frame is allowed.
 */
export function securityHeaders(nonce: string, https: boolean, checkoutFrames: readonly string[]): Record<string, string> {
  // Script files only from this origin (the client build), the two tags a visitor may consent to
  // and, with a store, lemon.js; inline scripts only with this response's nonce. The page loads the
  // tags only after consent, and lemon.js only for the checkout. WebAssembly may be compiled (not
  // JavaScript evaluated): the face library of the device's checks runs on it (ADR 046).
  const scripts = ["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'", googleTag.scripts, metaPixel.scripts];
  if (checkoutFrames.length) scripts.push(lemonSqueezy);
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // The page's stylesheets come inline in its document (ADR 052), with this response's nonce.
    `style-src 'self' 'nonce-${nonce}'`,
    // blob: for the previews of the photos a buyer chooses on the upload page.
    `img-src 'self' data: blob: ${googleTag.beacons} ${metaPixel.beacons}`,
    "font-src 'self'",
    `connect-src 'self' ${googleTag.beacons} ${metaPixel.beacons}`,
    ...(checkoutFrames.length ? [`frame-src 'self' ${checkoutFrames.join(" ")}`] : []),
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    // Over plain http (a local run) this would send the page's own scripts to https and break it.
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");

  return {
    ...baselineHeaders,
    "Content-Security-Policy": contentSecurityPolicy,
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
