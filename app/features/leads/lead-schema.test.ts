import { expect, test } from "vitest";
import { parseForm } from "~/utils/forms";
import { WhiteLabelLeadSchema } from "./lead-schema";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

test("the white-label use case keeps its line breaks as LF and loses other control characters", () => {
  const submission = parseForm(
    form({
      email: "g@h.io",
      firstName: "Grace",
      lastName: "Hopper",
      companyName: "Hopper",
      companySize: "enterprise",
      useCase: "one\r\ntwo\u0000\tthree\rfour",
    }),
    WhiteLabelLeadSchema,
  );
  expect(submission.status === "success" && submission.value.useCase).toBe("one\ntwo\tthree\nfour");
});
