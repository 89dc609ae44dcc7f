/**
 * lemon.js, Lemon Squeezy's script that opens its checkout in an overlay: fetched once, by the
 * first buy click or ahead of it on the pages that sell (./checkout-links.tsx), which need none of
 * the overlay's own code (./checkout-overlay.tsx) for that.
 */
export type LemonEvent = { event?: unknown; data?: unknown };
export type LemonSqueezy = {
  Setup(options: { eventHandler: (event: LemonEvent) => void }): void;
  Url: { Open(url: string): void; Close(): void };
};

declare global {
  interface Window {
    createLemonSqueezy?: () => void;
    LemonSqueezy?: LemonSqueezy;
  }
}

const scriptUrl = "https://app.lemonsqueezy.com/js/lemon.js";
// How long a click waits for lemon.js before it follows the link instead.
const scriptTimeoutMs = 5_000;

let lemon: Promise<LemonSqueezy> | null = null;

export function loadLemon(): Promise<LemonSqueezy> {
  lemon ??= new Promise<LemonSqueezy>((resolve, reject) => {
    const script = document.createElement("script");
    const timer = setTimeout(() => reject(new Error("lemon.js did not load in time")), scriptTimeoutMs);
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      window.createLemonSqueezy?.();
      if (window.LemonSqueezy) resolve(window.LemonSqueezy);
      else reject(new Error("lemon.js loaded without LemonSqueezy"));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error("lemon.js could not be loaded"));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // A later click tries again.
    lemon = null;
    throw error;
  });
  return lemon;
}
