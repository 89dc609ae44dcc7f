/**
 * The classic Remix compiler (see docs/decisions/001-classic-compiler-on-workers.md).
 *
 * The route table is written out here, once: every spec path and its Spanish `/es` twin point to one
 * route module. `page()` registers a path and its twin; `only()` registers a path that has no twin.
 * Module file names avoid `$`, which Workers Static Assets answers with a redirect to `%24`.
 */

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverBuildPath: "build/server/index.js",
  serverPlatform: "neutral",
  serverModuleFormat: "esm",
  serverConditions: ["workerd", "worker", "browser"],
  serverMainFields: ["browser", "module", "main"],
  // wrangler bundles the dependencies once, with its workerd conditions; bundling them here too
  // would ship a second copy of the Remix runtime.
  serverDependenciesToBundle: [],
  serverMinify: process.env.NODE_ENV === "production",
  serverNodeBuiltinsPolyfill: { modules: {} },
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      const only = (path, file, id = file.replace(/\.tsx?$/, "")) => route(path, file, { id, index: path === "" || undefined });
      const page = (path, file, id = file.replace(/\.tsx?$/, "")) => {
        only(path, file, id);
        only(path ? `es/${path}` : "es", file, `es/${id}`);
      };

      page("", "routes/home/home.tsx");
      page("pricing", "routes/pricing.tsx");
      page("examples", "routes/examples.tsx");
      page("about", "routes/about.tsx");
      page("refund-policy", "routes/legal/refund-policy.tsx");
      page("privacy-policy", "routes/legal/privacy-policy.tsx");
      page("terms-of-service", "routes/legal/terms-of-service.tsx");
      page("imprint", "routes/legal/imprint.tsx");
      page("white-label", "routes/white-label.tsx");
      page("newsletter", "routes/newsletter.tsx");
      // The discount popup's strings, fetched when it first opens.
      page("newsletter/popup", "routes/newsletter-popup.ts");
      // Where the link in the e-mail that confirms a newsletter sign-up leads.
      page("newsletter/confirm", "routes/newsletter-confirm.tsx");
      page("create-headshot", "routes/create-headshot/create-headshot.tsx");
      // The upload page's script sends each photo here on its own, to show its progress.
      page("create-headshot/photos", "routes/create-headshot/photos.ts");
      // A delivered order's images, one or all in a zip, for the browser that holds the order's link.
      only("create-headshot/download/:orderId/:which", "routes/create-headshot/download.ts");
      only("create-headshot/export/:orderId", "routes/create-headshot/export.ts");
      page("checkout", "routes/checkout.tsx");
      // Stands in for the store's checkout in local and test runs (404 in production).
      page("local-checkout/:plan", "routes/local-checkout/local-checkout.tsx");
      // Every buy button: issues the browser its checkout reference and passes it on to the checkout.
      page("buy/:plan", "routes/buy.ts");
      page("cv-photo", "routes/landing/cv-photo.tsx");
      page("resume", "routes/landing/resume.tsx");
      page("resume-headshot", "routes/landing/resume-headshot.tsx");
      page("linkedin-photo-review", "routes/linkedin-photo-review.tsx");
      page("resume-review", "routes/resume-review.tsx");
      page("gallery/:id", "routes/gallery-item.tsx");
      // A published headshot's image and link preview, public while it is published.
      only("gallery/:id/:size", "routes/gallery-image.ts");
      page("ad-landing", "routes/landing/ad-landing.tsx");
      // One module renders the three landing variants; the path or `?variant=` picks one.
      page("ad-landing/direct-response", "routes/landing/ad-landing.tsx", "routes/landing/ad-landing.direct-response");
      page("ad-landing/emotional-story", "routes/landing/ad-landing.tsx", "routes/landing/ad-landing.emotional-story");

      // The blog's language is part of its path: /blog is English, /blog/de German, /blog/es and
      // /es/blog Spanish.
      only("blog", "routes/blog/blog.tsx");
      only("blog/de", "routes/blog/blog.tsx", "routes/blog/blog.de");
      only("blog/es", "routes/blog/blog.tsx", "routes/blog/blog.es");
      only("es/blog", "routes/blog/blog.tsx", "es/routes/blog/blog");
      only("blog/:slug", "routes/blog/article.tsx");
      only("blog/de/:slug", "routes/blog/article.tsx", "routes/blog/article.de");
      only("blog/es/:slug", "routes/blog/article.tsx", "routes/blog/article.es");

      // The buyer's stored photos, behind short-lived signed addresses.
      only("photos/:orderId/:photoId", "routes/photo.ts");
      only("dashboard", "routes/dashboard/dashboard.tsx");
      only("dashboard/replay", "routes/dashboard/replay.ts");
      only("dashboard/retry", "routes/dashboard/retry.ts");
      only("dashboard/refund", "routes/dashboard/refund.ts");
      only("dashboard/feature", "routes/dashboard/feature.ts");
      only("dashboard/email/:id", "routes/dashboard/email-html.ts");
      // The subscriber API of spec section 7: signup, check-subscription, add-tags, remove-tags.
      only("api/newsletter/:operation", "routes/api-newsletter.ts");
      only("set-language", "routes/set-language.ts");
      only("consent", "routes/consent.ts");
      only("api/analytics/event", "routes/analytics-event.ts");
      only("api/webhooks/lemonsqueezy", "routes/api-webhooks-lemonsqueezy.ts");
      only("api/astria/callback", "routes/api-astria-callback.ts");
      only("sitemap.xml", "routes/sitemap.ts");
      only("robots.txt", "routes/robots.ts");
      only("*", "routes/not-found.tsx");
    });
  },
};
