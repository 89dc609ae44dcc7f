import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject, type SyntheticEvent } from "react";

/** While `open`, closes on Escape, on a click outside `boundary`, and after every navigation. */
function useClosing(boundary: RefObject<HTMLElement>, open: boolean, close: () => void): void {
  const { key } = useLocation();
  // After a navigation, not on the first render: a disclosure the visitor opened before the page's
  // code arrived stays open when it does.
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    close();
  }, [key, close]);
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (boundary.current && !boundary.current.contains(event.target as Node)) close();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [boundary, open, close]);
}

/**
 * A native <details>: it opens and closes without JavaScript; with JavaScript it also closes on
 * Escape, a click outside `boundary` (the element itself by default) and after a navigation.
 */
export function useDetailsDisclosure(boundary?: RefObject<HTMLElement>) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, []);
  useClosing(boundary ?? ref, open, close);
  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open), []);
  // Opened before hydration: the browser toggled it, and no toggle event reached React.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  return { ref, open, close, onToggle };
}

/**
 * A menu that CSS opens on hover and focus, and that a click toggles once JavaScript runs. Escape
 * dismisses it even while the pointer or focus stays on it (WCAG 1.4.13), until they leave.
 */
export function useMenuDisclosure<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useClosing(ref, open, close);
  const toggle = useCallback(() => {
    setDismissed(false);
    setOpen((value) => !value);
  }, []);
  const restore = useCallback(() => setDismissed(false), []);
  const handlers = {
    onKeyDown: (event: KeyboardEvent<T>) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      setDismissed(true);
    },
    onMouseLeave: restore,
    onBlur: (event: FocusEvent<T>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) restore();
    },
  };
  return { ref, open, dismissed, toggle, handlers };
}
