const factor = 0.05;

/**
 * Moves each layer of `stage` (its `data-speed` elements) by 0.05 × the page's scroll offset × its
 * speed, from now on; returns what stops it. Only `transform` changes, which moves nothing else on
 * the page, and nothing moves for visitors who ask their system for reduced motion.
 */
export function moveLayers(stage: HTMLElement): () => void {
  const layers = [...stage.querySelectorAll<HTMLElement>("[data-speed]")];
  const reduce = matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  const place = () => {
    frame = 0;
    const offset = reduce.matches ? 0 : scrollY * factor;
    for (const layer of layers) layer.style.transform = offset ? `translate3d(0, ${offset * Number(layer.dataset.speed)}px, 0)` : "";
  };
  // One update per frame, however many scroll events arrive.
  const schedule = () => {
    frame ||= requestAnimationFrame(place);
  };
  addEventListener("scroll", schedule, { passive: true });
  reduce.addEventListener("change", place);
  place();
  return () => {
    removeEventListener("scroll", schedule);
    reduce.removeEventListener("change", place);
    cancelAnimationFrame(frame);
  };
}
