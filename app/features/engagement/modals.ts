/**
 * Every modal of the site (the discount popup, the checkout overlay, ...) announces itself with a
 * `modal-opened` and a `modal-closed` document event carrying its `modalType` (spec section 4). One
 * watcher keeps the set of open modals, so the popup never opens over another one.
 */

export type ModalDetail = { modalType: string };

export const modalOpenedEvent = "modal-opened";
export const modalClosedEvent = "modal-closed";

/** Above the header, the sticky buy button and the cookie banner. */
export const modalZIndex = 2000;

export function announceModal(modalType: string, open: boolean): void {
  document.dispatchEvent(new CustomEvent<ModalDetail>(open ? modalOpenedEvent : modalClosedEvent, { detail: { modalType } }));
}

export type ModalWatch = { readonly open: ReadonlySet<string>; stop: () => void };

/** Starts keeping the set of open modals; `onChange` hears each opening and closing. */
export function watchModals(onChange: (modalType: string, open: boolean) => void): ModalWatch {
  const open = new Set<string>();
  const listener = (event: Event) => {
    const modalType = (event as CustomEvent<Partial<ModalDetail> | null>).detail?.modalType;
    if (typeof modalType !== "string" || modalType === "") return;
    const opened = event.type === modalOpenedEvent;
    if (opened === open.has(modalType)) return;
    if (opened) open.add(modalType);
    else open.delete(modalType);
    onChange(modalType, opened);
  };
  document.addEventListener(modalOpenedEvent, listener);
  document.addEventListener(modalClosedEvent, listener);
  return {
    open,
    stop: () => {
      document.removeEventListener(modalOpenedEvent, listener);
      document.removeEventListener(modalClosedEvent, listener);
    },
  };
}
