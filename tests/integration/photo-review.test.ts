import { adjust_brightness, adjust_contrast, gaussian_blur, PhotonImage } from "~/features/photos/photon.server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { facts } from "~/content/business";
import { reviewLimits } from "~/features/photos/imaging/limits";
import { honeypotField } from "~/utils/forms";
import { rateLimits } from "~/utils/rate-limit.server";
import { fill } from "~/utils/translate";
import { emailOctopusFailures, md5, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import { browserHeaders, invalidFields, messagesOf, multipart, newClientIp, pageSays, postForm, type FormPart } from "../setup/forms";
import { decode, getOkHtml, langOf, read, visibleText, type Page } from "../setup/html";
import { confirmationMail, confirmByMail } from "../setup/newsletter";
import { strings, visit, type Lng } from "../setup/languages";
import { maxDecodedPixels } from "~/features/photos/photon.server";
import { frameBeyondCanvas, jpegOf } from "../../scripts/lib/image-bytes.mjs";
import { deepPng, edited, faceless, gradientPng, group, hollowPng, padded, photo, tiny, webpOf } from "../setup/photos";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The free photo reviews (/linkedin-photo-review, /resume-review, and their Spanish pages) without
 * JavaScript: the posted photo is measured in the Worker and the page answers with its review, or,
 * for a photo of no one or of several people, with the upload's refusal; the scores fall when the photo gets worse; the résumé review weighs the target country, preselected
 * from the edge's; every page speaks its visitor's language; bad input gets a clear, translated
 * error; the e-mailed report goes through the D1 outbox, with the newsletter sign-up kept even
 * when EmailOctopus is down; and both forms are rate-limited. The photo is never stored: not in
 * R2, not in D1, not in KV.
 */

let eo: FakeEmailOctopus;
let worker: TestWorker;

beforeAll(async () => {
  eo = await startFakeEmailOctopus();
  // No country in the request data: the edge's country comes from the CF-IPCountry header, as Cloudflare also sends it.
  worker = await startWorker({ vars: { ...eo.vars, UPSTREAM_TIMEOUT_MS: "500" }, cf: {} });
});

afterAll(async () => {
  await worker?.dispose();
  await eo?.close();
});

const en = strings.en.photoReview;
const enForms = strings.en.forms;
const portrait = photo("man-formal-portrait.jpg");
const linkedin = "/linkedin-photo-review";
const resume = "/resume-review";

// Posting a photo, as the form does without JavaScript, and reading the review off the page.

type PhotoPost = {
  /** The photo's bytes; null sends the empty file part of a form whose file input was left empty. */
  bytes?: Uint8Array | null;
  filename?: string;
  type?: string;
  country?: string;
  headers?: Record<string, string>;
  ip?: string;
};

/** The review form's post without JavaScript: the photo, and the target country on the résumé review. */
async function postPhoto(
  path: string,
  { bytes = portrait, filename = "photo.jpg", type = "image/jpeg", country, headers = {}, ip }: PhotoPost = {},
) {
  const parts: FormPart[] = [
    { name: "photo", filename: bytes ? filename : "", type: bytes ? type : "application/octet-stream", bytes: bytes ?? new Uint8Array() },
  ];
  if (country !== undefined) parts.push({ name: "country", value: country });
  const { body, contentType } = multipart(parts);
  return read(
    await worker.fetch(path, {
      method: "POST",
      headers: { ...browserHeaders(ip), "Content-Type": contentType, ...headers },
      body,
    }),
  );
}

/** The review's scores as the page lists them: each score's name and what stands beside it (a number, or why there is none). */
function scoresOf(html: string): Map<string, string> {
  return new Map(
    [...html.matchAll(/<li class="review__score">([\s\S]*?)<\/li>/g)].map(([, item]) => [
      visibleText(/<span class="review__score-name"[^>]*>([\s\S]*?)<\/span>/.exec(item)?.[1] ?? ""),
      visibleText(/<span class="review__score-value[^"]*">([\s\S]*?)<\/span>/.exec(item)?.[1] ?? ""),
    ]),
  );
}

/** The number the page shows beside a score's name. */
function scoreOf(html: string, name: string): number {
  const shown = scoresOf(html).get(name);
  expect(shown, `the score "${name}"`).toMatch(/^\d+$/);
  return Number(shown);
}

/** The big numbers at the top of the review: the overall score and, on the résumé review, the ATS score, by their labels. */
function totalsOf(html: string): Map<string, number> {
  return new Map(
    [...html.matchAll(/<p class="review__total-label">([\s\S]*?)<\/p>\s*<p class="review__total-score">\s*<strong>(\d+)<\/strong>/g)].map(
      ([, label, score]) => [visibleText(label), Number(score)],
    ),
  );
}

/** The verdicts in words under the totals, in order. */
const verdictsOf = (html: string) =>
  [...html.matchAll(/<p class="review__total-verdict">([\s\S]*?)<\/p>/g)].map(([, verdict]) => visibleText(verdict));

/** The findings' titles as the page lists them, in order. */
const findingTitles = (html: string) =>
  [...html.matchAll(/<li data-finding="[^"]*">\s*<strong>([\s\S]*?)<\/strong>/g)].map(([, title]) => visibleText(title).replace(/\.$/, ""));

/** The findings' keys the page lists under one level: what holds the photo back, what would make it better, what works. */
const findingsAt = (html: string, level: "problem" | "tip" | "good") => {
  const group = new RegExp(`<div class="review__findings review__findings--${level}">([\\s\\S]*?)</div>`).exec(html)?.[1] ?? "";
  return [...group.matchAll(/<li data-finding="([^"]*)">/g)].map(([, key]) => key);
};

/** The JSON the review page puts into the report form's hidden "measurements" input. */
function measurementsOf(html: string): string {
  const value = /<input type="hidden" name="measurements" value="([^"]*)"/.exec(html)?.[1];
  expect(value, "the report form's measurements").toBeDefined();
  return decode(value!);
}

/** The country block of the résumé review, as text, or null when the page shows none. */
const countryBlockOf = (html: string) => {
  const block = /<div class="review__country"[\s\S]*?<\/div>/.exec(html)?.[0];
  return block === undefined ? null : visibleText(block);
};

/** The value of the option selected in the target-country select ("" for none). */
const selectedCountry = (html: string) => {
  const select = /<select id="review-country"[\s\S]*?<\/select>/.exec(html)?.[0] ?? "";
  return /<option value="([^"]*)" selected="">/.exec(select)?.[1];
};

/** Whether the page shows a review at all. */
const showsReview = (html: string, language: Lng = "en") =>
  /<section class="review__result"/.test(html) && pageSays(html, strings[language].photoReview.result.heading);

/** What the page says the photo was measured on, up to its file size: "Measured on 910 × 1137 pixels, JPEG, ". */
const measuredOn = (language: Lng, width: number, height: number, format: string) =>
  fill(strings[language].photoReview.result.measured.split("{{size}}")[0]!, { width, height, format });

/** Where a JPEG's entropy-coded image data begins: right after its start-of-scan segment. */
function scanDataStart(jpeg: Uint8Array): number {
  for (let at = 2; at + 4 <= jpeg.length;) {
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (jpeg[at + 1] === 0xda) return at + 2 + length;
    at += 2 + length;
  }
  throw new Error("no start of scan");
}

/** A photo's true size in pixels, from decoding it. */
function pixelSize(bytes: Uint8Array) {
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    return { width: image.get_width(), height: image.get_height() };
  } finally {
    image.free();
  }
}

/** Everything the Worker stores except the rate-limit counters: the rows of each D1 table, the KV keys, the R2 objects. */
async function kept() {
  const db = await worker.db();
  const { results } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
  const rows: Record<string, number> = {};
  for (const { name } of results) {
    if (name === "rate_limits" || name.startsWith("sqlite_") || name.startsWith("_cf_")) continue;
    rows[name] = (await db.prepare(`SELECT COUNT(*) AS count FROM "${name}"`).first<number>("count")) ?? 0;
  }
  const kv = (await (await worker.kv()).list()).keys.map(({ name }) => name);
  const photos = (await (await worker.photos()).list()).objects.map(({ key }) => key);
  return { rows, kv, photos };
}

type OutboxRow = { kind: string; to_addresses: string; subject: string; text_body: string; html_body: string | null; status: string };

/** The reports e-mailed to `email` (a newsletter sign-up's confirmation e-mail is not one of them). */
async function outboxTo(email: string) {
  const { results } = await (
    await worker.db()
  )
    .prepare("SELECT * FROM email_outbox WHERE to_addresses = ? AND kind LIKE '%-report'")
    .bind(email)
    .all<OutboxRow>();
  return results;
}

const outboxSize = async () =>
  (await (await worker.db()).prepare("SELECT COUNT(*) AS count FROM email_outbox").first<number>("count")) ?? 0;

async function waitingSignup(email: string) {
  return (await worker.kv()).get<{ attempts: number; signup: { email: string; source?: string } }>(`signup:${email}`, "json");
}

describe("a photo posted without JavaScript gets its review on the page", () => {
  let before: Awaited<ReturnType<typeof kept>>;
  beforeAll(async () => {
    before = await kept();
  });

  // The photos of one person at least 400 pixels on the short side; the smaller ones get no scores, nor do photos of several people (below).
  const fixtures = [
    "man-formal-portrait.jpg",
    "woman-indoor-portrait.jpg",
    "man-outdoor-wide.jpeg",
    "man-full-body.jpg",
    "man-partial-face.jpg",
  ];

  test.each(fixtures)("%s", async (name) => {
    const bytes = photo(name);
    const png = name.endsWith(".png");
    const page = await postPhoto(linkedin, { bytes, filename: name, type: png ? "image/png" : "image/jpeg" });
    expect(page.status).toBe(200);
    expect(showsReview(page.html)).toBe(true);
    // No overall score and no verdict: the face checks are part of them.
    expect(totalsOf(page.html).size).toBe(0);
    expect(verdictsOf(page.html)).toEqual([]);

    // The six scores, in order; the three that need the face detector say so instead of a number.
    const scores = scoresOf(page.html);
    expect([...scores.keys()]).toEqual(Object.values(en.result.scores));
    for (const measured of [en.result.scores.lighting, en.result.scores.background, en.result.scores.professional]) {
      expect(scores.get(measured)).toMatch(/^\d+$/);
      expect(Number(scores.get(measured))).toBeLessThanOrEqual(100);
    }
    for (const face of [en.result.scores.expression, en.result.scores.composition, en.result.scores.crop]) {
      expect(scores.get(face)).toBe(en.result.notMeasured);
    }
    expect(pageSays(page.html, en.result.faceChecksNeedScript)).toBe(true);

    const { width, height } = pixelSize(bytes);
    expect(pageSays(page.html, en.result.onServer)).toBe(true);
    expect(pageSays(page.html, measuredOn("en", width, height, png ? "PNG" : "JPEG"))).toBe(true);
  });

  test("the 320 × 240 photo is too small for LinkedIn: no score, only what it needs; the full-size portrait is not", async () => {
    const small = await postPhoto(linkedin, { bytes: photo("man-formal-portrait-320x240.jpg") });
    expect(findingTitles(small.html)).toEqual([en.findings.lowResolution.title]);
    expect(scoresOf(small.html).size).toBe(0);
    expect(totalsOf(small.html).size).toBe(0);
    expect(
      pageSays(
        small.html,
        fill(en.findings.lowResolution.text, {
          width: 320,
          height: 240,
          minimum: reviewLimits.minSide.linkedin,
          recommended: reviewLimits.recommendedSide,
        }),
      ),
    ).toBe(true);

    const large = await postPhoto(linkedin, { bytes: portrait });
    expect(findingTitles(large.html)).not.toContain(en.findings.lowResolution.title);
    expect(scoreOf(large.html, en.result.scores.professional)).toBeGreaterThan(0);
  });

  test("the review offers the e-mailed report, carrying what was measured", async () => {
    const page = await postPhoto(linkedin);
    expect(pageSays(page.html, en.report.heading)).toBe(true);
    const measurements = JSON.parse(measurementsOf(page.html)) as { image: { width: number; height: number; bytes: number } };
    expect(measurements.image).toMatchObject({ ...pixelSize(portrait), format: "jpeg", bytes: portrait.length });
  });

  test("nothing of the photos is kept: no R2 object, no D1 row, no KV key", async () => {
    expect(await kept()).toEqual(before);
    expect((await kept()).photos).toEqual([]);
  });
});

describe("the scores move the right way", () => {
  const original = () => postPhoto(linkedin, { bytes: portrait });

  test("a darkened copy gets a lower lighting score and is called too dark", async () => {
    const darker = edited(portrait, (image) => adjust_brightness(image, -60));
    const [before, after] = await Promise.all([original(), postPhoto(linkedin, { bytes: darker })]);
    expect(scoreOf(after.html, en.result.scores.lighting)).toBeLessThan(scoreOf(before.html, en.result.scores.lighting));
    expect(findingTitles(after.html)).toContain(en.findings.tooDark.title);
    expect(findingTitles(before.html)).not.toContain(en.findings.tooDark.title);
  });

  test("a washed-out copy (brighter, less contrast) gets a lower lighting score and is called flat", async () => {
    const washedOut = edited(portrait, (image) => {
      adjust_brightness(image, 60);
      adjust_contrast(image, -80);
    });
    const [before, after] = await Promise.all([original(), postPhoto(linkedin, { bytes: washedOut })]);
    expect(scoreOf(after.html, en.result.scores.lighting)).toBeLessThan(scoreOf(before.html, en.result.scores.lighting));
    expect(findingTitles(after.html)).toContain(en.findings.lowContrast.title);
    expect(findingTitles(before.html)).not.toContain(en.findings.lowContrast.title);
  });

  test('a blurred copy gets a lower professional-appearance score and shows "Not sharp"', async () => {
    const blurred = edited(portrait, (image) => gaussian_blur(image, 6));
    const [before, after] = await Promise.all([original(), postPhoto(linkedin, { bytes: blurred })]);
    expect(scoreOf(after.html, en.result.scores.professional)).toBeLessThan(scoreOf(before.html, en.result.scores.professional));
    expect(findingTitles(after.html)).toContain(en.findings.blurry.title);
    expect(findingTitles(before.html)).not.toContain(en.findings.blurry.title);
  });
});

describe("the résumé review and its target country", () => {
  const countries = strings.en.reviewCountries;

  test('United States: "Leave the photo off", and the country block', async () => {
    const page = await postPhoto(resume, { country: "US" });
    expect(page.status).toBe(200);
    expect(showsReview(page.html)).toBe(true);
    expect(findingTitles(page.html)).toContain(en.findings.photoDiscouraged.title);
    expect(pageSays(page.html, fill(en.findings.photoDiscouraged.text, { country: countries.countries.US.name }))).toBe(true);

    const block = countryBlockOf(page.html);
    expect(block).toContain(fill(en.result.country, { country: countries.countries.US.name }));
    expect(block).toContain(countries.norms.discouraged);
    expect(block).toContain(countries.countries.US.norm);
    expect(block).toContain(countries.countries.US.format);
    expect(pageSays(page.html, fill(en.result.atsHint, { country: countries.countries.US.name }))).toBe(true);
    // The form keeps the country that was sent.
    expect(selectedCountry(page.html)).toBe("US");
  });

  test("the same photo scores higher for ATS in Germany than in the United States", async () => {
    const [us, de] = await Promise.all([postPhoto(resume, { country: "US" }), postPhoto(resume, { country: "DE" })]);
    const ats = (page: Page) => totalsOf(page.html).get(en.result.ats);
    expect(ats(us)).toBeDefined();
    expect(ats(de)).toBeGreaterThan(ats(us)!);
    expect(findingTitles(de.html)).toContain(en.findings.photoExpected.title);
    expect(findingTitles(de.html)).not.toContain(en.findings.photoDiscouraged.title);
    expect(countryBlockOf(de.html)).toContain(countries.countries.DE.format);
  });

  test("the edge's country (CF-IPCountry: DE) preselects Germany and says why", async () => {
    const html = await getOkHtml(worker, resume, { headers: { "CF-IPCountry": "DE" } });
    expect(selectedCountry(html)).toBe("DE");
    expect(pageSays(html, fill(en.form.countryHint, { country: countries.countries.DE.name }))).toBe(true);
  });

  test("the request data's country comes first, and GB is the United Kingdom", async () => {
    const html = await getOkHtml(worker, resume, { cf: { country: "GB" }, headers: { "CF-IPCountry": "DE" } } as RequestInit);
    expect(selectedCountry(html)).toBe("UK");
  });

  test("a country the list does not have preselects none", async () => {
    const html = await getOkHtml(worker, resume, { headers: { "CF-IPCountry": "JP" } });
    expect(selectedCountry(html)).toBe("");
    expect(html).not.toContain('id="review-country-hint"');
  });

  test("an unknown country posts as none: the review, without a country block and without an error", async () => {
    const page = await postPhoto(resume, { country: "XX" });
    expect(page.status).toBe(200);
    expect(showsReview(page.html)).toBe(true);
    expect(countryBlockOf(page.html)).toBeNull();
    expect(messagesOf(page.html)).toEqual([]);
    const titles = findingTitles(page.html);
    for (const key of ["photoDiscouraged", "photoOptional", "photoExpected"] as const) expect(titles).not.toContain(en.findings[key].title);
    expect(selectedCountry(page.html)).toBe("");
  });

  test.each(["en", "de", "es"] as const)(
    "in %s, without a country: no ATS score and no country's verdict, and what to do",
    async (language) => {
      const t = strings[language].photoReview;
      const [path, init] = visit[language](resume);
      // A visitor from Germany who chose none: the choice stands, not the edge's country.
      const headers = { ...(init.headers as Record<string, string>), "CF-IPCountry": "DE" };
      const page = await postPhoto(path, { country: "", headers });
      expect(page.status).toBe(200);
      expect(selectedCountry(page.html)).toBe("");
      expect(showsReview(page.html, language)).toBe(true);
      expect(totalsOf(page.html).size).toBe(0);
      expect(verdictsOf(page.html)).toEqual([]);
      for (const verdict of Object.values(t.result.atsVerdicts)) expect(pageSays(page.html, verdict)).toBe(false);
      expect(countryBlockOf(page.html)).toBeNull();
      expect(pageSays(page.html, t.result.atsNeedsCountry)).toBe(true);
      // With a country the same photo gets its ATS score, and no such note.
      const chosen = await postPhoto(path, { country: "DE", headers });
      expect([...totalsOf(chosen.html).keys()]).toEqual([t.result.ats]);
      expect(pageSays(chosen.html, t.result.atsNeedsCountry)).toBe(false);
    },
  );

  test("a good portrait in landscape: its shape is a tip, which a crop fixes, on either review", async () => {
    const landscape = photo("woman-indoor-portrait.jpg");
    for (const [path, key] of [
      [linkedin, "linkedinAspect"],
      [resume, "resumeAspect"],
    ] as const) {
      const page = await postPhoto(path, { bytes: landscape, country: "DE" });
      expect(page.status).toBe(200);
      expect(findingsAt(page.html, "tip")).toContain(key);
      expect(findingsAt(page.html, "problem")).not.toContain(key);
    }
  });

  test("a refused photo keeps the country the visitor chose", async () => {
    const page = await postPhoto(resume, { bytes: null, country: "FR" });
    expect(page.status).toBe(400);
    expect(messagesOf(page.html)).toEqual([en.errors.missing]);
    expect(selectedCountry(page.html)).toBe("FR");
  });

  test("the résumé review asks for more pixels than LinkedIn: the 320 × 240 photo is too small for print, said once", async () => {
    const page = await postPhoto(resume, { bytes: photo("man-formal-portrait-320x240.jpg"), country: "DE" });
    expect(findingTitles(page.html)).toContain(en.findings.lowResolutionPrint.title);
    expect(findingTitles(page.html)).not.toContain(en.findings.printResolution.title);
  });
});

describe("languages", () => {
  test.each(["en", "de", "es"] as const)("the review in %s", async (language) => {
    const [path, init] = visit[language](linkedin);
    const t = strings[language].photoReview;
    const form = await getOkHtml(worker, path, init);
    expect(langOf(form)).toBe(language);
    expect(pageSays(form, t.form.heading)).toBe(true);

    const page = await postPhoto(path, { headers: init.headers as Record<string, string> });
    expect(page.status).toBe(200);
    expect(langOf(page.html)).toBe(language);
    expect(showsReview(page.html, language)).toBe(true);
    expect(totalsOf(page.html).has(t.result.overall)).toBe(false);
    expect([...scoresOf(page.html).keys()]).toEqual(Object.values(t.result.scores));
    expect(scoresOf(page.html).get(t.result.scores.expression)).toBe(t.result.notMeasured);
    expect(pageSays(page.html, t.result.faceChecksNeedScript)).toBe(true);
    expect(pageSays(page.html, t.result.onServer)).toBe(true);
    const { width, height } = pixelSize(portrait);
    expect(pageSays(page.html, measuredOn(language, width, height, "JPEG"))).toBe(true);
    expect(pageSays(page.html, t.report.heading)).toBe(true);
  });

  /**
   * The photos a review cannot fully score, in each language and both tools, without JavaScript: a
   * tiny image and the 320 × 240 photo get no score at all, only the finding that says what they need;
   * the full-body shot gets the scores that need no face, no overall score, no verdict, and the note
   * that says why; a photo without a face, the two-person photo and a group photo get the upload's
   * refusal alone, counted by the server as the device counts it with JavaScript.
   */
  describe.each(["en", "de", "es"] as const)("in %s, what was not measured is not scored", (language) => {
    const t = strings[language].photoReview;
    const post = (tool: "linkedin" | "resume", bytes: Uint8Array) => {
      const [path, init] = visit[language](tool === "linkedin" ? linkedin : resume);
      return postPhoto(path, { bytes, country: tool === "resume" ? "DE" : undefined, headers: init.headers as Record<string, string> });
    };
    const allVerdicts = new Set([...Object.values(t.result.verdicts)]);

    test.each([
      ["a 40 × 40 image", () => tiny(40, 40), 40, 40],
      ["the 320 × 240 photo", () => photo("man-formal-portrait-320x240.jpg"), 320, 240],
    ] as const)("%s: no score, one finding and what to do", async (_, bytes, width, height) => {
      for (const [tool, key, minimum] of [
        ["linkedin", "lowResolution", reviewLimits.minSide.linkedin],
        ["resume", "lowResolutionPrint", reviewLimits.minSide.resume],
      ] as const) {
        const page = await post(tool, bytes());
        expect(page.status).toBe(200);
        expect(langOf(page.html)).toBe(language);
        expect(showsReview(page.html, language)).toBe(true);
        expect(scoresOf(page.html).size).toBe(0);
        expect(totalsOf(page.html).size).toBe(0);
        expect(verdictsOf(page.html)).toEqual([]);
        expect(findingTitles(page.html)).toEqual([t.findings[key].title]);
        expect(pageSays(page.html, fill(t.findings[key].text, { width, height, minimum, recommended: reviewLimits.recommendedSide }))).toBe(
          true,
        );
        // Nothing to report, and no note about face checks that would not help.
        expect(pageSays(page.html, t.report.heading)).toBe(false);
        expect(pageSays(page.html, t.result.faceChecksNeedScript)).toBe(false);
      }
    });

    test("the full-body shot: the scores that need no face, no overall score, no verdict, and why", async () => {
      for (const tool of ["linkedin", "resume"] as const) {
        const page = await post(tool, photo("man-full-body.jpg"));
        expect(page.status).toBe(200);
        const scores = scoresOf(page.html);
        expect([...scores.keys()]).toEqual(Object.values(t.result.scores));
        for (const name of ["lighting", "background", "professional"] as const) expect(scores.get(t.result.scores[name])).toMatch(/^\d+$/);
        for (const name of ["expression", "composition", "crop"] as const)
          expect(scores.get(t.result.scores[name])).toBe(t.result.notMeasured);
        expect(pageSays(page.html, t.result.faceChecksNeedScript)).toBe(true);
        expect(totalsOf(page.html).has(t.result.overall)).toBe(false);
        // The résumé review's ATS score (the file and the country need no face) has its own words, never the photo's verdict.
        expect([...totalsOf(page.html).keys()]).toEqual(tool === "resume" ? [t.result.ats] : []);
        expect(verdictsOf(page.html)).toEqual(tool === "resume" ? [expect.any(String)] : []);
        for (const verdict of verdictsOf(page.html)) {
          expect(Object.values(t.result.atsVerdicts)).toContain(verdict);
          expect(allVerdicts.has(verdict)).toBe(false);
        }
      }
    });

    /** The upload's refusals (ADR 061): the server counts the faces as the upload does. */
    test.each([
      ["a photo without a face", faceless, "noFace", {}],
      ["the two-person photo", () => photo("two-people.jpg"), "manyFaces", { count: 2 }],
      ["a group photo of three", group, "manyFaces", { count: 3 }],
    ] as const)("%s: the upload's refusal in its words, no score, no report form", async (_, bytes, key, values) => {
      // The upload's own check says the same.
      expect(t.findings[key].title).toBe(strings[language].createHeadshot.upload.checks[key]);
      for (const tool of ["linkedin", "resume"] as const) {
        const page = await post(tool, bytes());
        expect(page.status).toBe(200);
        expect(langOf(page.html)).toBe(language);
        expect(showsReview(page.html, language)).toBe(true);
        expect(findingTitles(page.html)).toEqual([t.findings[key].title]);
        expect(pageSays(page.html, fill(t.findings[key].text, values))).toBe(true);
        expect(scoresOf(page.html).size).toBe(0);
        expect(totalsOf(page.html).size).toBe(0);
        expect(verdictsOf(page.html)).toEqual([]);
        expect(pageSays(page.html, t.report.heading)).toBe(false);
        expect(pageSays(page.html, t.result.faceChecksNeedScript)).toBe(false);
      }
    });
  });

  test("the Spanish résumé review names the country in Spanish", async () => {
    const page = await postPhoto(`/es${resume}`, { country: "US" });
    const es = strings.es;
    expect(findingTitles(page.html)).toContain(es.photoReview.findings.photoDiscouraged.title);
    expect(countryBlockOf(page.html)).toContain(fill(es.photoReview.result.country, { country: es.reviewCountries.countries.US.name }));
  });
});

describe("bad input gets a clear, translated error and changes nothing", () => {
  let before: Awaited<ReturnType<typeof kept>>;
  beforeAll(async () => {
    before = await kept();
  });

  const text = new TextEncoder().encode("Dear diary, today I took a selfie for my CV.");
  const noise = (length: number) => Uint8Array.from({ length }, (_, index) => (index * 7919) % 251);
  // A JPEG's signature (start of image, the JFIF segment's marker), then noise.
  const signatureThenNoise = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...noise(4_000)]);
  // The portrait's real headers (size, tables, start of scan), then noise where the image data belongs: only decoding finds out.
  const headersThenNoise = new Uint8Array([...portrait.subarray(0, scanDataStart(portrait)), ...noise(20_000)]);

  const png = photo("man-smiling-closeup.png");
  const webp = webpOf(portrait);
  const cut = (bytes: Uint8Array) => bytes.slice(0, Math.floor(bytes.length * 0.6));

  test.each([
    ["no photo (the file input left empty)", { bytes: null }, 400, "missing"],
    ["a 16-bit PNG", { bytes: deepPng(600, 600), filename: "deep.png", type: "image/png" }, 400, "deep"],
    ["a JPEG cut after its header", { bytes: cut(portrait) }, 400, "broken"],
    ["a PNG cut after its header", { bytes: cut(png), filename: "cut.png", type: "image/png" }, 400, "broken"],
    ["a WebP cut after its header", { bytes: cut(webp), filename: "cut.webp", type: "image/webp" }, 400, "broken"],
    ["a text file named photo.jpg", { bytes: text, filename: "photo.jpg" }, 400, "type"],
    ["a JPEG's signature followed by garbage", { bytes: signatureThenNoise }, 400, "broken"],
    ["a JPEG's real headers followed by garbage", { bytes: headersThenNoise }, 400, "broken"],
    ["a JPEG cut short", { bytes: portrait.slice(0, 400) }, 400, "broken"],
    ["a photo one byte over 5 MB", { bytes: padded(portrait, facts.upload.maxBytes + 1) }, 413, "tooLarge"],
    ["a 6 MB photo", { bytes: padded(portrait, 6 * 1024 * 1024) }, 413, "tooLarge"],
  ] as const)("%s", async (_, post, status, error) => {
    for (const language of ["en", "es"] as const) {
      const [path, init] = visit[language](linkedin);
      const page = await postPhoto(path, { ...post, headers: init.headers as Record<string, string> });
      expect(page.status).toBe(status);
      expect(messagesOf(page.html)).toEqual([strings[language].photoReview.errors[error]]);
      expect(showsReview(page.html, language)).toBe(false);
    }
  });

  test("a form without a photo part at all", async () => {
    const { body, contentType } = multipart([{ name: "country", value: "DE" }]);
    const page = await read(
      await worker.fetch(resume, { method: "POST", headers: { ...browserHeaders(), "Content-Type": contentType }, body }),
    );
    expect(page.status).toBe(400);
    expect(messagesOf(page.html)).toEqual([en.errors.missing]);
  });

  test("a photo of more than 4 megapixels, more than the Worker decodes", async () => {
    expect(maxDecodedPixels).toBe(4_000_000);
    const huge = gradientPng(2_100, 2_000);
    expect(huge.length).toBeLessThan(facts.upload.maxBytes);
    const page = await postPhoto(linkedin, { bytes: huge, filename: "huge.png", type: "image/png" });
    expect(page.status).toBe(400);
    expect(messagesOf(page.html)).toEqual([fill(en.errors.tooManyPixels, { megapixels: 4 })]);
  });

  test("a 12-megapixel header over one row of data is refused by its header, in every language", async () => {
    const hollow = hollowPng(4_000, 3_000);
    expect(hollow.length).toBeLessThan(1_000);
    for (const language of ["en", "de", "es"] as const) {
      const [path, init] = visit[language](linkedin);
      const page = await postPhoto(path, {
        bytes: hollow,
        filename: "hollow.png",
        type: "image/png",
        headers: init.headers as Record<string, string>,
      });
      expect(page.status).toBe(400);
      expect(messagesOf(page.html)).toEqual([fill(strings[language].photoReview.errors.tooManyPixels, { megapixels: 4 })]);
    }
  });

  test("the 124 kB all-black 4000 × 4000 16-bit PNG is refused before it is decoded", { timeout: 60_000 }, async () => {
    const deep = deepPng(4_000, 4_000);
    expect(deep.length).toBeLessThan(130_000);
    const page = await postPhoto(linkedin, { bytes: deep, filename: "deep.png", type: "image/png" });
    expect(page.status).toBe(400);
    expect(messagesOf(page.html)).toEqual([en.errors.deep]);
  });

  test("after ten images the decoder traps on, the next photo is still measured", { timeout: 60_000 }, async () => {
    // Whole as a file (headers, scan, end of image), but its scan is noise: only decoding finds out.
    const trapping = new Uint8Array([...headersThenNoise, 0xff, 0xd9]);
    for (let n = 0; n < 10; n += 1) {
      const page = await postPhoto(linkedin, { bytes: trapping });
      expect(page.status).toBe(400);
      expect(messagesOf(page.html)).toEqual([en.errors.broken]);
    }
    const page = await postPhoto(linkedin);
    expect(page.status).toBe(200);
    expect(showsReview(page.html)).toBe(true);
  });

  // Issue 41, reproductions 1 and 2: each decoded for seconds, one to 400 MB and another to 1.7 GB of workerd's memory.
  test.each([
    ["the 60-byte WebP whose 1000 × 1000 canvas holds an 8000 × 8000 frame", frameBeyondCanvas(1000, 8000), "image/webp"],
    ["a WebP whose 1000 × 1000 canvas holds a 16383 × 16383 lossy frame", frameBeyondCanvas(1000, 16383), "image/webp"],
    ["a progressive 2000 × 2000 JPEG of 3000 scans", jpegOf({ width: 2000, height: 2000, scans: 3000, emptyScans: true }), "image/jpeg"],
  ])("%s is refused in every language, before it is decoded: sooner than the portrait is measured", async (_, bytes, type) => {
    const timed = async <T>(run: () => Promise<T>) => {
      const started = performance.now();
      const result = await run();
      return { result, ms: performance.now() - started };
    };
    const measured = await timed(() => postPhoto(linkedin));
    expect(showsReview(measured.result.html)).toBe(true);
    for (const language of ["en", "de", "es"] as const) {
      const [path, init] = visit[language](linkedin);
      const refused = await timed(() =>
        postPhoto(path, { bytes, type, filename: "photo", headers: init.headers as Record<string, string> }),
      );
      expect(refused.result.status).toBe(400);
      expect(messagesOf(refused.result.html)).toEqual([strings[language].photoReview.errors.broken]);
      expect(refused.ms).toBeLessThan(measured.ms);
    }
  });

  test("a post from another site (Sec-Fetch-Site: cross-site) is refused with 403 and nothing measured", async () => {
    const page = await postPhoto(linkedin, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(page.status).toBe(403);
    expect(showsReview(page.html)).toBe(false);
    expect(page.html).not.toContain('name="measurements"');
    expect(messagesOf(page.html)).toEqual([enForms.errors.generic]);
  });

  test("after all of these: no R2 object, and no D1 row or KV key but the rate-limit counters", async () => {
    const after = await kept();
    expect(after).toEqual(before);
    expect(after.photos).toEqual([]);
  });
});

describe("the e-mailed report", () => {
  /** A review of the portrait on `path` in `language`, and what the report form needs from it. */
  async function reviewed(
    path: string,
    { language = "en", country, headers = {} }: { language?: Lng; country?: string; headers?: Record<string, string> } = {},
  ) {
    const page = await postPhoto(path, { country, headers });
    expect(page.status).toBe(200);
    expect(showsReview(page.html, language)).toBe(true);
    return {
      page,
      measurements: measurementsOf(page.html),
      scores: scoresOf(page.html),
      findings: findingTitles(page.html),
    };
  }

  const report = (path: string, fields: Record<string, string>, options: { headers?: Record<string, string>; ip?: string } = {}) =>
    postForm(worker, path, { [honeypotField]: "", ...fields }, options);

  test.each(["en", "es"] as const)(
    "in %s: the page says it is on its way; the outbox holds one message in that language with the scores and findings",
    async (language) => {
      const t = strings[language].photoReview;
      const [path, init] = visit[language](linkedin);
      const headers = init.headers as Record<string, string> | undefined;
      const review = await reviewed(path, { language, headers });
      const email = `report.${language}@example.com`;

      const page = await report(path, { email, measurements: review.measurements }, { headers });
      expect(page.status).toBe(200);
      expect(pageSays(page.html, fill(t.report.sent, { email }))).toBe(true);
      // The review stays on the page.
      expect(showsReview(page.html, language)).toBe(true);
      expect(scoresOf(page.html)).toEqual(review.scores);

      const rows = await outboxTo(email);
      expect(rows).toHaveLength(1);
      const [mail] = rows;
      expect(mail).toMatchObject({ kind: "linkedin-photo-review-report", status: "stored" });
      // Without the face checks there is no overall score to put in the subject.
      expect(mail!.subject).toBe(t.email.subjectLinkedinNoScore);
      const html = visibleText(mail!.html_body ?? "");
      expect(mail!.html_body).toContain(`lang="${language}"`);
      for (const part of [mail!.text_body, html]) {
        expect(part).toContain(t.result.faceChecksNeedScript);
        expect(part).not.toContain(t.email.overall.split("{{score}}")[0]!);
        // Each score as the page showed it, and each finding the page listed.
        for (const [name, score] of review.scores) expect(part).toContain(fill(t.email.scoreLine, { name, score }));
        expect(review.findings.length).toBeGreaterThan(0);
        for (const title of review.findings) expect(part).toContain(title);
      }
      // The button leads to the packs in the same language.
      expect(mail!.text_body).toMatch(new RegExp(`${t.email.button}: http\\S*${language === "es" ? "/es" : ""}/pricing\\n`));
      // No newsletter without the box ticked.
      expect(eo.contacts.has(md5(email))).toBe(false);
      expect(await waitingSignup(email)).toBeNull();
    },
  );

  test("with the newsletter box ticked on the LinkedIn review: the contact is tagged linkedin-photo-review", async () => {
    const review = await reviewed(linkedin);
    const email = "report.newsletter@example.com";
    const page = await report(linkedin, { email, newsletter: "on", measurements: review.measurements });
    expect(page.status).toBe(200);
    expect(pageSays(page.html, fill(en.report.sentNewsletter, { email }))).toBe(true);
    expect(await outboxTo(email)).toHaveLength(1);
    // The same double opt-in as the newsletter's own forms: nothing reaches the list before its owner confirms.
    expect(eo.contacts.has(md5(email))).toBe(false);
    expect(await waitingSignup(email)).toBeNull();
    expect((await confirmationMail(worker, email)).subject).toBe(strings.en.confirmEmail.subject);
    expect((await confirmByMail(worker, email)).status).toBe(200);
    expect(eo.contacts.get(md5(email))).toMatchObject({ status: "subscribed" });
    expect(eo.contacts.get(md5(email))?.tags).toContain("linkedin-photo-review");
    expect(await waitingSignup(email)).toBeNull();
  });

  test("from the résumé review for Germany: the résumé subject, the country in the e-mail, the contact tagged resume-review", async () => {
    const review = await reviewed(resume, { country: "DE" });
    const email = "report.resume@example.com";
    const page = await report(resume, { email, newsletter: "on", measurements: review.measurements, country: "DE" });
    expect(page.status).toBe(200);
    expect(pageSays(page.html, fill(en.report.sentNewsletter, { email }))).toBe(true);
    // The country block stays on the page.
    expect(countryBlockOf(page.html)).toContain(strings.en.reviewCountries.countries.DE.format);

    const [mail, ...more] = await outboxTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "resume-review-report" });
    expect(mail!.subject).toBe(en.email.subjectResumeNoScore);
    const germany = strings.en.reviewCountries.countries.DE;
    expect(mail!.text_body).toContain(fill(en.email.ats, { country: germany.name, score: totalsOf(review.page.html).get(en.result.ats)! }));
    expect(mail!.text_body).toContain(fill(en.email.country, { country: germany.name }));
    expect(mail!.text_body).toContain(germany.format);
    expect(mail!.text_body).toContain(en.findings.photoExpected.title);
    expect(eo.contacts.has(md5(email))).toBe(false);
    expect((await confirmByMail(worker, email)).status).toBe(200);
    expect(eo.contacts.get(md5(email))?.tags).toContain("resume-review");
  });

  test("EmailOctopus down: the report is still sent, the sign-up waits in KV, and the replay delivers it", async () => {
    const review = await reviewed(linkedin);
    const email = "report.eo.down@example.com";
    const page = await report(linkedin, { email, newsletter: "on", measurements: review.measurements });
    expect(page.status).toBe(200);
    expect(pageSays(page.html, fill(en.report.sentNewsletter, { email }))).toBe(true);
    expect(await outboxTo(email)).toHaveLength(1);
    // EmailOctopus hears of the sign-up when its owner confirms it, and fails just then.
    eo.misbehave(emailOctopusFailures.serverError);
    expect((await confirmByMail(worker, email)).status).toBe(200);
    expect(eo.contacts.has(md5(email))).toBe(false);
    expect(await waitingSignup(email)).toMatchObject({ attempts: 1, signup: { email, source: "linkedin-photo-review" } });

    await worker.cron(new Date(Date.now() + 3_600_000));
    expect(eo.contacts.get(md5(email))?.tags).toContain("linkedin-photo-review");
    expect(await waitingSignup(email)).toBeNull();
  });

  test.each(["en", "es"] as const)("an invalid e-mail in %s: the forms' message, the review kept, nothing queued", async (language) => {
    const [path, init] = visit[language](linkedin);
    const headers = init.headers as Record<string, string> | undefined;
    const review = await reviewed(path, { language, headers });
    const queued = await outboxSize();
    const page = await report(path, { email: "not an address@example", measurements: review.measurements }, { headers });
    expect(page.status).toBe(400);
    expect(messagesOf(page.html)).toEqual([strings[language].forms.errors.emailInvalid]);
    expect(invalidFields(page.html)).toEqual(["email"]);
    expect(showsReview(page.html, language)).toBe(true);
    expect(pageSays(page.html, fill(strings[language].photoReview.report.sent, { email: "not an address@example" }))).toBe(false);
    expect(await outboxSize()).toBe(queued);
  });

  test.each([
    ["tampered", { measurements: JSON.stringify({ image: 1 }) }],
    ["not JSON", { measurements: "{image" }],
    ["left out", {}],
  ])("measurements %s: an error the visitor sees, nothing queued", async (name, fields) => {
    const email = `report.measurements.${name.replace(/\W+/g, "-")}@example.com`;
    const page = await report(linkedin, { email, ...fields });
    expect(page.status).toBe(400);
    // The form's generic error (or the tool's own "could not be read back"), not a page that silently lost the form.
    const messages = messagesOf(page.html);
    expect(messages).toHaveLength(1);
    expect([enForms.errors.generic, en.errors.measurements]).toContain(messages[0]);
    expect(pageSays(page.html, fill(en.report.sent, { email }))).toBe(false);
    expect(await outboxTo(email)).toEqual([]);
  });

  test("a filled honeypot: looks sent, nothing queued, nobody subscribed", async () => {
    const review = await reviewed(linkedin);
    const email = "report.bot@example.com";
    const queued = await outboxSize();
    const page = await report(linkedin, {
      email,
      newsletter: "on",
      measurements: review.measurements,
      [honeypotField]: "https://spam.example",
    });
    expect(page.status).toBe(200);
    expect(pageSays(page.html, fill(en.report.sent, { email }))).toBe(true);
    expect(await outboxSize()).toBe(queued);
    expect(eo.contacts.has(md5(email))).toBe(false);
    expect(await waitingSignup(email)).toBeNull();
  });

  test(`the report from one client beyond ${rateLimits.reviewReport.limit} within the window: 429, the message and Retry-After`, async () => {
    const review = await reviewed(linkedin);
    const ip = newClientIp();
    const email = "report.often@example.com";
    for (let index = 0; index < rateLimits.reviewReport.limit; index += 1) {
      const page = await report(linkedin, { email, measurements: review.measurements }, { ip });
      expect(page.status).toBe(200);
    }
    const page = await report(linkedin, { email, measurements: review.measurements }, { ip });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(page.headers.get("Retry-After"))).toBeLessThanOrEqual(rateLimits.reviewReport.windowSeconds);
    expect(messagesOf(page.html)).toEqual([enForms.errors.rateLimited]);
    expect(pageSays(page.html, fill(en.report.sent, { email }))).toBe(false);
    expect(await outboxTo(email)).toHaveLength(rateLimits.reviewReport.limit);

    // Another client is not affected.
    expect((await report(linkedin, { email: "report.other@example.com", measurements: review.measurements })).status).toBe(200);
  });

  test("a report posted from another site is refused, nothing queued", async () => {
    const review = await reviewed(linkedin);
    const email = "report.foreign@example.com";
    const page = await report(linkedin, { email, measurements: review.measurements }, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(page.status).toBe(403);
    expect(await outboxTo(email)).toEqual([]);
  });
});

describe("the review's rate limit", () => {
  test.each(["en", "es"] as const)(
    `in %s: photo ${rateLimits.review.limit + 1} from one client within the window gets 429 and the translated message`,
    async (language) => {
      const [path, init] = visit[language](linkedin);
      const headers = init.headers as Record<string, string> | undefined;
      const tiny = gradientPng(16, 16);
      const ip = newClientIp();
      for (let index = 0; index < rateLimits.review.limit; index += 1) {
        const page = await postPhoto(path, { bytes: tiny, filename: "tiny.png", type: "image/png", ip, headers });
        expect(page.status).toBe(200);
      }
      const page = await postPhoto(path, { bytes: tiny, filename: "tiny.png", type: "image/png", ip, headers });
      expect(page.status).toBe(429);
      expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(Number(page.headers.get("Retry-After"))).toBeLessThanOrEqual(rateLimits.review.windowSeconds);
      expect(messagesOf(page.html)).toEqual([strings[language].forms.errors.rateLimited]);
      expect(showsReview(page.html, language)).toBe(false);

      // Another client is not affected.
      expect((await postPhoto(path, { bytes: tiny, filename: "tiny.png", type: "image/png", headers })).status).toBe(200);
    },
  );
});
