/**
 * Local storage that never throws: it may be full, disabled or blocked (private modes, strict
 * settings), and the site works without it. Storage errors are swallowed, as the spec asks.
 */

type Area = "localStorage" | "sessionStorage";

export function remember(key: string, value: string, area: Area = "localStorage"): boolean {
  try {
    window[area].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function recalled(key: string, area: Area = "localStorage"): string | null {
  try {
    return window[area].getItem(key);
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
