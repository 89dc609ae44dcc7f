/**
 * Local storage that never throws: it may be full, disabled or blocked (private modes, strict
 * settings), and the site works without it. Storage errors are swallowed, as the spec asks.
 */

export function remember(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function recalled(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do: what cannot be read cannot be found either.
  }
}
