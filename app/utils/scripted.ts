import { useEffect, useState } from "react";

/**
 * Whether the page's own code runs: false in the server's render and in the browser's first one, so
 * that hydration finds what the server sent, true from then on. What works without JavaScript is
 * shown until then.
 */
export function useScripted(): boolean {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted;
}
