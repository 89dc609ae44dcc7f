import { describe, expect, test } from "vitest";
import { parseForm } from "~/utils/forms";
import { newsletterForms } from "./signup-schema";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("parseForm keeps only the first failure, in the schema's field order", () => {
  test("server reply and browser validation report the same single message", () => {
    const submission = parseForm(form({ firstName: "", lastName: "", email: "" }), newsletterForms.capture);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({ firstName: ["errors.firstName"] });
    expect(submission.reply().error).toEqual({ firstName: ["errors.firstName"] });
  });

  test("a form-level message added by the server stays beside the field's", () => {
    const submission = parseForm(form({ firstName: "Ada", lastName: "L", email: "x" }), newsletterForms.capture);
    expect(submission.reply({ formErrors: ["errors.generic"] }).error).toEqual({ "": ["errors.generic"], lastName: ["errors.lastName"] });
  });

  test("success: trimmed names, a trimmed lower-case address, unknown hidden values dropped", () => {
    const submission = parseForm(
      form({ firstName: " Ada ", lastName: "Lovelace", email: " ADA@Example.com ", source: "Bad Source", discountCode: "x" }),
      newsletterForms.capture,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      source: "newsletter-page",
      discountCode: undefined,
      userType: undefined,
    });
  });

  test("the opt-in needs the box ticked", () => {
    const unticked = parseForm(form({ email: "ada@example.com" }), newsletterForms.optIn);
    expect(unticked.status === "error" && unticked.error).toEqual({ consent: ["errors.consent"] });
    expect(parseForm(form({ email: "ada@example.com", consent: "on" }), newsletterForms.optIn).status).toBe("success");
  });
});
