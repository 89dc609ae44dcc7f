/**
 * HMAC-SHA256 signatures in URL-safe base64, for what the server hands out and later takes back
 * unchanged: order links, short-lived photo addresses. The purpose belongs in `message`, so that a
 * signature made for one thing never passes for another.
 */
const encoder = new TextEncoder();

// Imported once per secret and isolate: a delivered order's page signs an address for every image.
const keys = new Map<string, Promise<CryptoKey>>();

function key(secret: string): Promise<CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, imported);
  }
  return imported;
}

export async function sign(secret: string, message: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(message))));
}

export async function verify(secret: string, message: string, signature: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  const bytes = fromBase64url(signature);
  // The last character carries two bits no byte uses: only the one spelling of a signature counts,
  // so that an altered token never passes for the original.
  if (base64url(bytes) !== signature) return false;
  return crypto.subtle.verify("HMAC", await key(secret), bytes, encoder.encode(message));
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
