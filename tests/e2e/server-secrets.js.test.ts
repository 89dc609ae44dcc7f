/**
 * The local server's secrets reach the Worker in a file only its user can read, never on a command
 * line, where any user of the machine would see them in `ps`.
 */
import { execFileSync } from "node:child_process";
import { expect, operatorCredentials, test } from "./fixtures";

test.use({ httpCredentials: operatorCredentials });

test("the operator token opens the dashboard, and no process shows it on its command line", async ({ page }) => {
  // The token works, so the server this test talks to was really given it.
  const response = await page.goto("/dashboard");
  expect(response?.status()).toBe(200);
  const commandLines = execFileSync("ps", ["-eo", "args"], { encoding: "utf8" });
  expect(commandLines).toContain("scripts/start.mjs");
  expect(commandLines).not.toContain(operatorCredentials.password);
});
