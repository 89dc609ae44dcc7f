import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";

const url = z.string().regex(/^(https:\/\/|mailto:)\S+$/);

const EnvSchema = z.object({
  APP_ENV: z.enum(["local", "test", "production"]).default("production"),
  HOSTING_COUNTRY: z.string().regex(/^[A-Z]{2}$/).default("DE"),
  CONTACT_URL: url.default("mailto:hello@resoume.com"),
  AFFILIATE_URL: url.optional(),
  MORE_PROJECTS_URL: url.optional(),
  LINKEDIN_URL: url.optional(),
  X_URL: url.optional(),
  INSTAGRAM_URL: url.optional(),
  ADMIN_TOKEN: z.string().min(16).optional(),
});

export type AppEnv = z.infer<typeof EnvSchema>;

const parsed = new WeakMap<object, AppEnv>();

/** The Worker's configuration, checked once per isolate; a bad value fails loudly, naming the variable. */
export function getEnv(context: AppLoadContext): AppEnv {
  const raw = context.cloudflare.env;
  let env = parsed.get(raw);
  if (!env) {
    // Empty strings are how `wrangler dev --var NAME:` clears a value.
    const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ""));
    env = EnvSchema.parse(present);
    parsed.set(raw, env);
  }
  return env;
}

/** The part of the configuration that pages may show: it ends up in the HTML. */
export function getPublicConfig(env: AppEnv) {
  return {
    hostingCountry: env.HOSTING_COUNTRY,
    links: {
      contact: env.CONTACT_URL,
      affiliate: env.AFFILIATE_URL,
      moreProjects: env.MORE_PROJECTS_URL,
      linkedin: env.LINKEDIN_URL,
      x: env.X_URL,
      instagram: env.INSTAGRAM_URL,
    },
  };
}
