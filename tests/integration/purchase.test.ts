import { afterAll, beforeAll, expect, test } from "vitest";
import { plans } from "~/content/business";
import { resources } from "~/locales/resources.server";
import { formatDuration } from "~/utils/format.server";
import { fill } from "~/utils/translate";
import { pageSays } from "../setup/forms";
import { decode, getOkHtml, getPage, h1Of } from "../setup/html";
import { languages, visit } from "../setup/languages";
import { allowForServerFaces, buyer, selfies } from "../setup/orders";
import { cookiesFrom, followBuyLink, payLocally, paymentVars } from "../setup/payments";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

allowForServerFaces();

/**
 * The purchase's texts in every language, along the path a buyer takes: the pricing page's buy link,
 * the local checkout, the order page from the choices to the delivered headshots, and the delivery
 * e-mail in the operator's outbox. The journey itself runs in the browser once with JavaScript and
 * once without (tests/e2e/purchase.test.ts); what each language says is checked here.
 */

let worker: TestWorker;
// The local job learns the face for 8 s here, not the tests' 0.1 s, so that the page asked for right
// after the start shows the job at work on a busy machine too, where the whole job could otherwise be
// done before that request is answered.
beforeAll(async () => {
  worker = await startWorker({ vars: { ...paymentVars, LOCAL_TRAINING_MS: "8000" } });
});
afterAll(() => worker?.dispose());

const { post, upload, reaches } = buyer(() => worker);

test.each(languages)(
  "%s: from the pricing page to the delivered headshots and their e-mail",
  async (language) => {
    const { plans: planStrings, localCheckout, createHeadshot: strings, gallery, deliveryEmail } = resources[language];
    const { upload: uploadStrings } = strings;
    const corporate = gallery.styles.corporate;
    const email = `purchase.${language}@example.com`;
    const [pricingPath, init] = visit[language]("/pricing");
    const preference = (init.headers as Record<string, string> | undefined)?.Cookie ?? "";

    const pricing = await getOkHtml(worker, pricingPath, init);
    const [, href, text] = /<a href="(\/(?:es\/)?buy\/basic\?[^"]*)"[^>]*>([\s\S]*?)<\/a>/.exec(pricing) ?? [];
    expect(decode(text ?? "").trim()).toBe(fill(planStrings.buy, { plan: "Basic" }));

    const { checkout, cookie } = await followBuyLink(worker, decode(href!), preference);
    const form = await getOkHtml(worker, checkout.pathname + checkout.search, { headers: { Cookie: cookie } });
    expect(pageSays(form, localCheckout.form.email)).toBe(true);
    expect(pageSays(form, localCheckout.form.pay)).toBe(true);

    // Paid, the buyer follows the checkout's redirects to the order page, which gives them its cookie.
    let response = await payLocally(worker, checkout, { email, plan: "basic" }, cookie);
    let jar = cookie;
    let orderPath = "";
    while (response.status >= 300 && response.status < 400) {
      jar = cookiesFrom(response, jar);
      orderPath = new URL(response.headers.get("Location")!, "http://localhost").pathname;
      response = await worker.fetch(response.headers.get("Location")!, { headers: { Cookie: jar } });
    }
    jar = cookiesFrom(response, jar);
    const paid = decode(await response.text());
    expect(response.status).toBe(200);
    expect(pageSays(paid, fill(strings.order.heading, { plan: "Basic" }))).toBe(true);
    for (const label of [
      uploadStrings.choices.subjects.man,
      corporate,
      uploadStrings.choices.save,
      uploadStrings.photos.send,
      uploadStrings.start.button,
    ])
      expect(pageSays(paid, label), label).toBe(true);
    const order = { id: /name="order" value="([^"]+)"/.exec(paid)![1]!, cookie: jar };

    const chosen = await post(order, { intent: "choices", subject: "man", styles: "corporate" }, orderPath);
    expect(chosen.status).toBe(200);
    expect(pageSays(chosen.text, uploadStrings.choices.saved)).toBe(true);
    const sent = await upload(order, selfies(5), { path: orderPath });
    expect(sent.status).toBe(200);
    expect(pageSays(sent.text, fill(uploadStrings.photos.count, { count: 5, max: 10 }))).toBe(true);

    expect((await post(order, { intent: "start" }, orderPath)).status).toBe(303);
    const started = await getOkHtml(worker, orderPath, { headers: { Cookie: jar } });
    // The job's progress is the page's heading while the headshots are made.
    expect(h1Of(started)).toBe(strings.progress.heading);
    const duration = formatDuration(plans[0]!.deliveryMinutes, language);
    expect(pageSays(started, fill(strings.progress.expected, { plan: "Basic", duration }))).toBe(true);

    await reaches(order, "delivered");
    const delivered = decode(await getOkHtml(worker, orderPath, { headers: { Cookie: jar } }));
    expect(pageSays(delivered, strings.results.heading)).toBe(true);
    const downloads = [...delivered.matchAll(/class="gallery__download" aria-label="([^"]*)"/g)].map((match) => match[1]);
    expect(downloads).toEqual(Array.from({ length: 12 }, (_, i) => fill(strings.results.downloadLabel, { n: i + 1, style: corporate })));
    // The local generator's images are previews, and the page and the e-mail say so, and at which size.
    const previews = fill(strings.results.preview, { side: 768, promised: 1024, plan: "Basic" });
    expect(pageSays(delivered, previews)).toBe(true);
    const mail = await (
      await worker.db()
    )
      .prepare("SELECT text_body FROM email_outbox WHERE kind = 'headshots-delivered' AND to_addresses LIKE ?")
      .bind(`%${email}%`)
      .first<string>("text_body");
    expect(mail!.split("\n\n")).toContain(previews);

    // One e-mail says so, in the buyer's language, in the outbox the dashboard shows.
    const dashboard = await getPage(worker, "/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } });
    const subject = fill(deliveryEmail.subject, { count: 12 });
    expect(dashboard.html.split(`headshots-delivered</td><td>${email}`).length - 1).toBe(1);
    expect(pageSays(dashboard.html, `headshots-delivered ${email} ${subject}`)).toBe(true);
  },
  90_000,
);
