/**
 * The operator dashboard in a browser, with JavaScript on and off: sign-in through the browser's
 * own prompt, the local defaults named as such, a sign-up waiting with its error, a lead with its
 * notification in the outbox, and "Replay now" with its report. The test server runs without
 * EmailOctopus and Resend credentials, as `npm start` does.
 */
import type { Page } from "@playwright/test";
import { confirmNewsletter, desktop, expect, gotoReady, operatorCredentials, test } from "./fixtures";

test.use({ viewport: desktop });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function asVisitor(page: Page, run: (page: Page) => Promise<void>) {
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  try {
    const tab = await visitor.newPage();
    await tab.setExtraHTTPHeaders({ "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250) + 1}` });
    await run(tab);
  } finally {
    await visitor.close();
  }
}

test.describe("signed in", () => {
  test.use({ httpCredentials: operatorCredentials });

  test("a sign-up and a lead from visitors show up, and Replay now reports what it could do", async ({ page, browser, baseURL }) => {
    const id = unique();
    const subscriber = `reader.${id}@example.com`;
    const company = `Coaching ${id}`;
    await asVisitor(page, async (tab) => {
      await gotoReady(tab, "/newsletter");
      await tab.getByLabel("First name", { exact: true }).fill("Ada");
      await tab.getByLabel("Last name", { exact: true }).fill("Lovelace");
      await tab.getByLabel("Email address", { exact: true }).fill(subscriber);
      await tab.getByRole("button", { name: "Subscribe" }).click();
      await expect(tab.getByRole("heading", { name: "Please confirm your e-mail address" })).toBeVisible();
      // Only its owner's confirmation sends a sign-up on to the list, or to wait for it.
      await confirmNewsletter(tab, browser, baseURL, subscriber);

      await gotoReady(tab, "/white-label");
      await tab.getByLabel("Work email", { exact: true }).fill(`lead.${id}@coaching.example`);
      await tab.getByLabel("First name", { exact: true }).fill("Grace");
      await tab.getByLabel("Last name", { exact: true }).fill("Hopper");
      await tab.getByLabel("Company name", { exact: true }).fill(company);
      await tab.getByLabel("Company size", { exact: true }).selectOption({ label: "200+ employees" });
      await tab.getByRole("button", { name: "Request a quote" }).click();
      await expect(tab.getByRole("heading", { name: "Thank you, Grace!" })).toBeVisible();
    });

    await gotoReady(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Operator dashboard" })).toBeVisible();
    await expect(page.getByText("Local default: not configured. Every sign-up waits below")).toBeVisible();
    await expect(page.getByText("Local default: not configured. E-mails are kept in the outbox below")).toBeVisible();

    const waiting = page.getByRole("region", { name: "Sign-ups waiting for the newsletter list" });
    const row = waiting.getByRole("row").filter({ hasText: subscriber });
    await expect(row).toBeVisible();
    await expect(row).toContainText("EmailOctopus is not configured");

    const leads = page.getByRole("region", { name: "Latest white-label leads" });
    await expect(leads.getByRole("row").filter({ hasText: company })).toContainText("200+ employees");
    await expect(leads.getByRole("row").filter({ hasText: company })).toContainText("Kept in the outbox");
    const emails = page.getByRole("region", { name: "Latest e-mails" });
    await expect(emails.getByRole("row").filter({ hasText: `White-label enquiry: ${company} (200+ employees)` })).toBeVisible();

    await page.getByRole("button", { name: "Replay now" }).click();
    await expect(page).toHaveURL(/\/dashboard\?replayed=0&failed=0&unconfigured=1$/);
    await expect(page.getByRole("status")).toContainText("Replay finished: 0 delivered, 0 failed.");
    await expect(page.getByRole("status")).toContainText("Nothing was sent: EmailOctopus is not configured.");
    // Still waiting for a configured list.
    await expect(waiting.getByRole("row").filter({ hasText: subscriber })).toBeVisible();
  });
});

test("without the operator token: the sign-in screen and a Basic challenge, no data", async ({ request }) => {
  // A browser without credentials shows its own sign-in prompt for this answer, which a headless
  // one cannot; the answer itself is what the prompt is built on.
  const response = await request.get("/dashboard");
  expect(response.status()).toBe(401);
  expect(response.headers()["www-authenticate"]).toMatch(/^Basic realm=/);
  const html = await response.text();
  expect(html).toContain("Sign-in required");
  expect(html).not.toContain("Replay now");
});
