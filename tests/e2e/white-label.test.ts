/**
 * The white-label enquiry on /white-label, with JavaScript on and off: one message at a time in
 * the form's order, on the field that needs it (marked invalid, focused), in the page's language;
 * then the thanks, which promises the quote within 24 hours.
 */
import type { Page } from "@playwright/test";
import { desktop, expect, gotoReady, preferLanguage, test } from "./fixtures";

test.use({ viewport: desktop });

// Each test is its own visitor: the server counts leads per client address.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fill(
  page: Page,
  fields: Partial<Record<"email" | "firstName" | "lastName" | "companyName" | "useCase", string>> & { size?: string },
  labels = english,
) {
  if (fields.email !== undefined) await page.getByLabel(labels.email, { exact: true }).fill(fields.email);
  if (fields.firstName !== undefined) await page.getByLabel(labels.firstName, { exact: true }).fill(fields.firstName);
  if (fields.lastName !== undefined) await page.getByLabel(labels.lastName, { exact: true }).fill(fields.lastName);
  if (fields.companyName !== undefined) await page.getByLabel(labels.companyName, { exact: true }).fill(fields.companyName);
  if (fields.size !== undefined) await page.getByLabel(labels.companySize, { exact: true }).selectOption({ label: fields.size });
  if (fields.useCase !== undefined) await page.getByLabel(labels.useCase).fill(fields.useCase);
}

const english = {
  email: "Work email",
  firstName: "First name",
  lastName: "Last name",
  companyName: "Company name",
  companySize: "Company size",
  useCase: "How would you like to use Resoume? (optional)",
  submit: "Request a quote",
};

const submit = (page: Page, name = english.submit) => page.getByRole("button", { name }).click();

async function expectOnlyMessage(page: Page, field: string, message: string) {
  const control = page.getByLabel(field, { exact: true });
  await expect(page.locator(".field__error:not(:empty)")).toHaveText([message]);
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toBeFocused();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
}

test("each mistake in turn, then the thanks with the 24-hour promise", async ({ page }) => {
  await gotoReady(page, "/white-label");
  await expect(page.getByRole("heading", { level: 2, name: "Request your white-label quote" })).toBeVisible();
  await expect(page.getByText("Our team replies with a tailored quote within 24 hours.")).toBeVisible();

  await submit(page);
  await expectOnlyMessage(page, english.email, "Please enter your email address");

  await fill(page, { email: "grace@coaching" });
  await submit(page);
  await expectOnlyMessage(page, english.email, "Please enter a valid email address");

  await fill(page, { email: "grace@coaching.example", firstName: "G" });
  await submit(page);
  await expectOnlyMessage(page, english.firstName, "Please enter your first name (at least 2 characters)");

  await fill(page, { firstName: "Grace", lastName: "Hopper" });
  await submit(page);
  await expectOnlyMessage(page, english.companyName, "Please enter your company name (at least 2 characters)");

  await fill(page, { companyName: "Hopper Career Coaching" });
  await submit(page);
  await expectOnlyMessage(page, english.companySize, "Please choose the size of your company");

  const email = `grace.${unique()}@coaching.example`;
  await fill(page, { email, size: "11-50 employees", useCase: "About 40 clients a month." });
  await submit(page);
  // The form sits below the offer; the answer opens where the visitor was, not at the top of the page.
  await expect(page.getByRole("heading", { name: "Thank you, Grace!" })).toBeInViewport();
  await expect(page.getByText(`You will receive your quote at ${email} within 24 hours.`)).toBeVisible();
  await expect(page.getByRole("button", { name: english.submit })).toHaveCount(0);
});

test("German: the messages and the thanks in German", async ({ page, context, baseURL }) => {
  await preferLanguage(context, baseURL, "de");
  await gotoReady(page, "/white-label");
  const german = {
    email: "Geschäftliche E-Mail-Adresse",
    firstName: "Vorname",
    lastName: "Nachname",
    companyName: "Name des Unternehmens",
    companySize: "Unternehmensgröße",
    useCase: "Wie möchtest du Resoume einsetzen? (optional)",
  };
  await fill(
    page,
    { email: `lena.${unique()}@beratung.example`, firstName: "Lena", lastName: "Schmidt", companyName: "S" },
    { ...german, submit: "" },
  );
  await submit(page, "Angebot anfordern");
  await expectOnlyMessage(page, german.companyName, "Bitte gib den Namen deines Unternehmens ein (mindestens 2 Zeichen)");

  await fill(page, { companyName: "Schmidt Karriereberatung", size: "1-10 Mitarbeitende" }, { ...german, submit: "" });
  await submit(page, "Angebot anfordern");
  await expect(page.getByRole("heading", { name: "Danke, Lena!" })).toBeVisible();
});

test("Spanish on /es/white-label", async ({ page }) => {
  await gotoReady(page, "/es/white-label");
  await page.getByRole("button", { name: "Pedir presupuesto" }).click();
  const email = page.getByLabel("Correo electrónico de trabajo", { exact: true });
  await expect(page.locator(".field__error:not(:empty)")).toHaveText(["Introduce tu dirección de correo electrónico"]);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
});

test("what the visitor typed survives a message", async ({ page }) => {
  await gotoReady(page, "/white-label");
  await fill(page, {
    email: "ada@analytical.example",
    firstName: "Ada",
    lastName: "L",
    companyName: "Analytical Engines",
    useCase: "Two lines,\nkept.",
  });
  await submit(page);
  await expectOnlyMessage(page, english.lastName, "Please enter your last name (at least 2 characters)");
  await expect(page.getByLabel(english.email, { exact: true })).toHaveValue("ada@analytical.example");
  await expect(page.getByLabel(english.companyName, { exact: true })).toHaveValue("Analytical Engines");
  await expect(page.getByLabel(english.useCase)).toHaveValue("Two lines,\nkept.");
});
