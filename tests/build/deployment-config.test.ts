import { readFileSync } from "node:fs";
import path from "node:path";
import { unstable_readConfig } from "wrangler";
import { describe, expect, test } from "vitest";
import { CompanySchema, EnvSchema } from "~/utils/env.server";
import { variableNames, variableTable } from "~/utils/variables.mjs";

/**
 * What wrangler.toml promises a deployment: production unless told otherwise, photos and the
 * generation jobs' state in the EU, Workers Logs on. wrangler reads it so for the deployable bundle
 * (`npm run build:worker`) and the deployment; neither the dry run's bundle nor its output names a
 * workflow's jurisdiction. The copy says "stored in the EU", so the configuration must guarantee it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const config = unstable_readConfig({ config: path.join(root, "wrangler.toml") });

describe("wrangler.toml", () => {
  test("says production: only npm start and the tests turn on local mode", () => {
    expect(config.vars.APP_ENV).toBe("production");
  });

  test("keeps the photos bucket in the EU jurisdiction", () => {
    expect(config.r2_buckets).toEqual([expect.objectContaining({ binding: "PHOTOS", jurisdiction: "eu" })]);
  });

  test("keeps the generation workflow's state in the EU jurisdiction", () => {
    expect(config.workflows).toEqual([expect.objectContaining({ binding: "GENERATION", jurisdiction: "eu" })]);
  });

  test("turns Workers Logs on", () => {
    expect(config.observability?.enabled).toBe(true);
  });

  test("the deployment notes create the database in the EU jurisdiction, which wrangler.toml cannot state", () => {
    expect(readFileSync(path.join(root, "README.md"), "utf8")).toContain("wrangler d1 create resoume --jurisdiction eu");
  });
});

describe("the list of variables (app/utils/variables.mjs)", () => {
  test("is what the Worker's schemas check, name for name", () => {
    const checked = [...Object.keys(EnvSchema.shape), ...Object.keys(CompanySchema.shape)];
    expect([...checked].sort()).toEqual([...variableNames].sort());
  });

  test("names every variable wrangler.toml sets", () => {
    expect(Object.keys(config.vars).filter((name) => !variableNames.includes(name))).toEqual([]);
  });

  test("is the README's configuration table (node scripts/config-table.mjs writes it)", () => {
    expect(readFileSync(path.join(root, "README.md"), "utf8")).toContain(variableTable());
  });
});
