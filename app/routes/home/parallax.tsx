import { useEffect, useRef } from "react";

/**
 * The home page's decorative parallax: every layer moves by 0.05 × the page's scroll offset × its
 * speed (./parallax-motion.ts). The spec names three images and four speeds (10, -12, -6, -2): the
 * images take the first three in order and the soft backdrop behind them the fourth
 * (docs/decisions/013-metadata-and-structured-data.md). The code that moves them is fetched when
 * the visitor first scrolls, or at once on a page opened scrolled: until then they stand where the
 * page puts them (docs/decisions/051-javascript-until-idle-per-page-family.md).
 */
const images = [
  { src: "/images/home/headshot-print.svg", width: 200, height: 240, speed: 10 },
  { src: "/images/home/selfie-phone.svg", width: 120, height: 220, speed: -12 },
  { src: "/images/home/sparkles.svg", width: 96, height: 96, speed: -6 },
] as const;
const backdropSpeed = -2;

export function Parallax() {
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const start = () => {
      removeEventListener("scroll", start);
      // Decoration: without its code the layers stand still.
      import("./parallax-motion").then(
        ({ moveLayers }) => {
          if (!gone) stop = moveLayers(stage.current!);
        },
        () => undefined,
      );
    };
    addEventListener("scroll", start, { passive: true });
    if (scrollY) start();
    return () => {
      gone = true;
      removeEventListener("scroll", start);
      stop?.();
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
