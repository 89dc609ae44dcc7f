import { useMenuDisclosure } from "~/utils/disclosure";
import { useChrome } from "~/features/chrome/chrome";
import { createLinks, NavLinks } from "./nav-links";

/**
 * Opens on hover and on keyboard focus through CSS alone, so it works without JavaScript; with
 * JavaScript a click toggles it too and Escape or a click elsewhere closes it.
 */
export function CreateMenu() {
  const { t } = useChrome();
  const { ref, open, dismissed, toggle, handlers } = useMenuDisclosure<HTMLDivElement>();
  const state = open ? " is-open" : dismissed ? " is-dismissed" : "";
  return (
    <div ref={ref} className={`create-menu${state}`} {...handlers}>
      <button type="button" className="create-menu__toggle" aria-expanded={open} aria-controls="create-menu-list" onClick={toggle}>
        {t("nav.create")}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id="create-menu-list" className="create-menu__list">
        <NavLinks links={createLinks} />
      </ul>
    </div>
  );
}
