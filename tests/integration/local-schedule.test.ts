import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { emailOctopusFailures, md5, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import { startFakeResend, type FakeResend } from "../fakes/resend";
import { startLocalServer, type LocalServer } from "../../scripts/lib/local-server.mjs";

/**
 * `npm start` keeps the cron's schedule, as the edge does in production: a sign-up confirmed while
 * EmailOctopus was down reaches the list by itself once it is up again, with nobody running the
 * cron by hand. The server is the real one (scripts/start.mjs, on the deployable bundle), its
 * schedule's times sped up to one a second (CRON_EVERY_MS), as the replay's backoff counts minutes.
 */

let eo: FakeEmailOctopus;
let resend: FakeResend;
let server: LocalServer;
let url: string;
const state = mkdtempSync(path.join(tmpdir(), "resoume-schedule-"));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  eo = await startFakeEmailOctopus();
  resend = await startFakeResend();
  server = await startLocalServer({ port: await freePort(), env: { STATE_DIR: state, CRON_EVERY_MS: "1000", ...eo.vars, ...resend.vars } });
  url = server.url;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await eo?.close();
  await resend?.close();
  rmSync(state, { recursive: true, force: true });
});

/** The owner's browser: its cookies, and what a request from the site's own page sends along. */
const cookies = new Map<string, string>();
async function fromBrowser(pathname: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await fetch(`${url}${pathname}`, {
    ...init,
    redirect: "manual",
    headers: {
      Origin: url,
      "Sec-Fetch-Site": "same-origin",
      Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      ...init.headers,
    },
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [, name, value] = /^([^=]+)=([^;]*)/.exec(cookie)!;
    cookies.set(name, value);
  }
  return response;
}

test("a sign-up confirmed while EmailOctopus is down reaches the list by itself once it is up again", async () => {
  const email = "offline.signup@example.com";
  const signup = await fromBrowser("/api/newsletter/signup", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, firstName: "Grace" }),
  });
  expect(signup.status).toBe(200);

  // The owner follows the e-mail's link and confirms while EmailOctopus answers 500.
  await expect.poll(() => resend.sent.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
  const link = new URL(
    /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(resend.sent.find((mail) => mail.to.includes(email))!.text!)![0],
  );
  eo.misbehaveAlways(emailOctopusFailures.serverError);
  const opened = await fromBrowser(link.pathname + link.search);
  expect(opened.status).toBe(302);
  await opened.body?.cancel();
  const confirmed = await fromBrowser(link.pathname, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(confirmed.status).toBe(200);
  await confirmed.body?.cancel();
  // Several of the schedule's runs pass while it is down: the sign-up waits.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(eo.contacts.get(md5(email))).toBeUndefined();

  eo.misbehaveAlways(null);
  await expect.poll(() => eo.contacts.get(md5(email))?.status, { timeout: 30_000, interval: 500 }).toBe("subscribed");
  expect(eo.contacts.get(md5(email))).toMatchObject({ fields: { FirstName: "Grace" } });
  // Each run is logged by the server.
  expect(
    server
      .output()
      .split("\n")
      .filter((line) => line.includes("cron")),
  ).toContainEqual(expect.stringMatching(/cron "\*\/5 \* \* \* \*" of \S+: ok in \d+ ms$/));
}, 180_000);
