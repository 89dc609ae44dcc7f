import { useEffect, useRef } from "react";

/**
 * The home page's decorative parallax: every layer moves by 0.05 × the page's scroll offset × its
 * speed. The spec names three images and four speeds (10, -12, -6, -2): the images take the first
 * three in order and the soft backdrop behind them the fourth (docs/decisions/013-metadata-and-structured-data.md).
 * Only `transform` changes, which moves nothing else on the page, and nothing moves for visitors who
 * ask their system for reduced motion.
 */
const factor = 0.05;

const images = [
  { src: "/images/home/headshot-print.svg", width: 200, height: 240, speed: 10 },
  { src: "/images/home/selfie-phone.svg", width: 120, height: 220, speed: -12 },
  { src: "/images/home/sparkles.svg", width: 96, height: 96, speed: -6 },
] as const;
const backdropSpeed = -2;

export function Parallax() {
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layers = [...stage.current!.querySelectorAll<HTMLElement>("[data-speed]")];
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
  }, []);

  return (
    <div ref={stage} className="parallax" aria-hidden="true">
      <span className="parallax__backdrop" data-speed={backdropSpeed} />
      {images.map(({ speed, ...image }, index) => (
        <img
          key={image.src}
          className={`parallax__image parallax__image--${index + 1}`}
          {...image}
          alt=""
          loading="lazy"
          decoding="async"
          data-speed={speed}
        />
      ))}
    </div>
  );
}
