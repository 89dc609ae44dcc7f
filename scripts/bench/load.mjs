/**
 * Load through a real HTTP port with autocannon: pages, and newsletter sign-ups against the fake
 * EmailOctopus, each beside the floor's figures under the same load.
 */
import autocannon from "autocannon";
import { factor } from "./format.mjs";
import { loadPages } from "./pages.mjs";

/**
 * `amount` requests from `connections` concurrent connections on `instance`'s HTTP port, as
 * autocannon sends them (`setup` may change each one): requests per second, p50 and p99 latency,
 * and errors (connection errors, timeouts and non-2xx answers).
 */
async function load(instance, pathname, { amount, connections, setup, method, headers, body }) {
  const url = new URL(pathname, await instance.ready).href;
  const start = performance.now();
  // Options left out rather than undefined: autocannon takes an undefined method as a method.
  const run = autocannon({
    url,
    amount,
    connections,
    timeout: 30,
    method: method ?? "GET",
    headers: { "Accept-Language": "en-US", ...headers },
    ...(body === undefined ? {} : { body }),
    ...(setup ? { requests: [{ setupRequest: setup }] } : {}),
  });
  // autocannon notices the end on its next one-second tick: the rate counts up to the last answer.
  let last = start;
  run.on("response", () => (last = performance.now()));
  const result = await run;
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: (amount * 1000) / (last - start), p50: result.latency.p50, p99: result.latency.p99, errors };
}

/** Loads the site's Worker `site` and the floor. */
export async function benchLoad({ report, site, floor, returningVisitor }) {
  /** The load rows of `name`, and its figures against the floor's under the same load. */
  function reportLoad(name, figures, floorFigures) {
    const flat = (value) => (value === 0 ? "0" : String(value));
    report(`${name}: errors`, figures.errors, 0, flat);
    report(
      `${name}: requests per second`,
      figures.rps,
      undefined,
      (value) => `${value.toFixed(0)} (${factor(value / floorFigures.rps)} the floor's)`,
    );
    for (const percentile of ["p50", "p99"])
      report(
        `${name}: ${percentile} latency`,
        figures[percentile],
        undefined,
        (value) => `${value} ms (${factor(value / floorFigures[percentile])} the floor's)`,
      );
  }
  const pageLoad = { amount: 2000, connections: 50 };
  const signupLoad = { amount: 500, connections: 20 };
  const floorLoad = await load(floor, "/", pageLoad);
  reportLoad(`load: floor /, ${pageLoad.amount} requests at ${pageLoad.connections} connections`, floorLoad, floorLoad);
  reportLoad(`load: / as first visits, ${pageLoad.amount} at ${pageLoad.connections}`, await load(site, "/", pageLoad), floorLoad);
  for (const pathname of loadPages)
    reportLoad(
      `load: ${pathname} as a returning visitor, ${pageLoad.amount} at ${pageLoad.connections}`,
      await load(site, pathname, { ...pageLoad, headers: returningVisitor }),
      floorLoad,
    );

  // Sign-ups through the popups' API, each from its own address in
  // 198.19.0.0/16 (kept for benchmarks; the reviews use 198.18.0.0/16): one client may sign up ten
  // times in ten minutes. Each sign-up a new address, so that every one writes its own confirmation.
  const floorSignupLoad = await load(floor, "/", signupLoad);
  reportLoad(`load: floor /, ${signupLoad.amount} requests at ${signupLoad.connections} connections`, floorSignupLoad, floorSignupLoad);
  let signups = 0;
  const signupFigures = await load(site, "/api/newsletter/signup", {
    ...signupLoad,
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    setup: (request) => {
      signups += 1;
      return {
        ...request,
        headers: { ...request.headers, "CF-Connecting-IP": `198.19.${signups >> 8}.${signups & 0xff}` },
        body: JSON.stringify({ email: `load-${signups}@example.com`, firstName: "Ada", source: "footer" }),
      };
    },
  });
  reportLoad(`load: newsletter sign-ups, ${signupLoad.amount} at ${signupLoad.connections}`, signupFigures, floorSignupLoad);
  // A sign-up reaches the list once its owner confirms it (double opt-in): until then what must not be
  // lost is its confirmation e-mail, written to the outbox before the answer.
  const confirmations = await (
    await site.getD1Database("DB")
  )
    .prepare(
      "SELECT COUNT(DISTINCT to_addresses) AS n FROM email_outbox WHERE kind = 'newsletter-confirmation' AND to_addresses LIKE 'load-%@example.com'",
    )
    .first("n");
  report("load: newsletter sign-ups lost (no confirmation e-mail written)", signupLoad.amount - confirmations, 0, String);
}
