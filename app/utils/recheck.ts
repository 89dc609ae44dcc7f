import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/**
 * While `waiting`, the page's data is read again every `seconds` (with JavaScript; a page that
 * waits says so to browsers without it by its own refresh, NoscriptRefresh).
 */
export function useRecheck(waiting: boolean, seconds: number): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [waiting, seconds, revalidator]);
}
