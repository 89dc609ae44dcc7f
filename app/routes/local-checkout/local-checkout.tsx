import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import * as z from "zod";
import { CheckboxField, FormError, SelectField, SubmitButton, TextField, errorText } from "~/ui/form-fields";
import { PageIntro } from "~/components/page-heading";
import { resources } from "~/locales/resources.server";
import { isLocalCheckoutAvailable } from "~/services/lemonsqueezy.server";
import formStyles from "~/styles/forms.css";
import { currencyOf, formatPrice, planById, plans } from "~/content/business";
import { getEnv } from "~/utils/env.server";
import { discountCodes, formErrorResult, parseForm } from "~/utils/forms";
import { localizePath, type Language } from "~/utils/i18n";
import { resolveLanguage } from "~/utils/i18n.server";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadPage, visitorCurrency } from "~/utils/page.server";
import { readFormOrRejection } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";
import { createTranslator } from "~/utils/translate";
import { LocalPaymentRefused, payLocally, type LocalOrder } from "./purchase.server";
import { LocalCheckoutSchema } from "./checkout-schema";
import { isCheckoutRef, keepCheckout } from "~/features/orders/checkout-ref.server";

/**
 * The local checkout: with no store configured, local and test runs sell through this page instead
 * of Lemon Squeezy's. It takes the same link parameters (`checkout[email]`, `checkout[discount_code]`,
 * `checkout[custom][…]`) and sends the same signed webhook. It is a page of its own, never framed in
 * Lemon Squeezy's overlay, so that a local run asks nothing of Lemon Squeezy. Production answers 404.
 */

// A payment window: none of the site's chrome or analytics.
export const handle = { chrome: "none" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

const customKey = /^checkout\[custom\]\[(\w{1,40})\]$/;

type ActionData = { result: SubmissionResult<string[]>; refusedWith?: number };

function allowHere({ context }: Pick<LoaderFunctionArgs, "context">) {
  if (!isLocalCheckoutAvailable(getEnv(context))) throw new Response("Not Found", { status: 404 });
}

/** The currency the checkout charges: the one the link (or the form) carries, else the visitor's. */
const checkoutCurrency = (
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  custom: Record<string, string>,
  language: Language,
) => currencyOf(custom.currency) ?? visitorCurrency(request, context, language);

const planOf = (params: LoaderFunctionArgs["params"]) => {
  const plan = planById(params.plan ?? "");
  return plan && plan.key === params.plan ? plan : null;
};

export async function loader(args: LoaderFunctionArgs) {
  allowHere(args);
  const plan = planOf(args.params);
  if (!plan) throw new Response("Not Found", { status: 404 });
  const page = await loadPage(args, "localCheckout");
  const query = new URL(args.request.url).searchParams;
  const custom: Record<string, string> = {};
  for (const [name, value] of query) {
    const key = customKey.exec(name)?.[1];
    if (key) custom[key] = value.slice(0, 100);
  }
  // It charges what the buyer's page showed, which the buy link names (as the store's euro and
  // dollar variants do); a checkout opened directly charges what a page would show this visitor.
  const currency = checkoutCurrency(args, custom, page.language);
  custom.currency = currency;
  return {
    ...page,
    forms: resources[page.language].forms,
    plan: plan.key,
    plans: plans.map(({ key, name, price }) => ({ key, name, price: formatPrice(price, page.language, currency) })),
    email: query.get("checkout[email]") ?? "",
    discountCode: query.get("checkout[discount_code]") ?? "",
    custom,
  };
}

export async function action(args: ActionFunctionArgs) {
  allowHere(args);
  // A form sent to the address of no plan is a 404 too; the page's loader then shows the 404 page.
  if (!planOf(args.params)) return data<ActionData>({ result: formErrorResult("errors.plan") }, { status: 404 });
  const { request, context } = args;
  const fields = await readFormOrRejection(request, 8 * 1024);
  if (fields instanceof RequestRejected) return data<ActionData>({ result: formErrorResult("errors.generic") }, { status: fields.status });
  const submission = parseForm(fields, LocalCheckoutSchema);
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });

  const { language } = await resolveLanguage(request);
  const custom: Record<string, string> = {};
  for (const [name, value] of fields) if (/^custom\.\w{1,40}$/.test(name)) custom[name.slice(7)] = value.slice(0, 100);
  // The reference the buy link's route issued to the buyer's browser, passed on as the store passes
  // custom data. Without one (a checkout opened directly), the e-mailed link is the way to the order.
  const ref = custom.checkout_ref && isCheckoutRef(custom.checkout_ref) ? custom.checkout_ref : null;
  const { value } = submission;
  let order: LocalOrder;
  try {
    order = await payLocally(
      context.cloudflare.env,
      context.cloudflare.ctx,
      new URL(request.url).origin,
      {
        plan: planById(value.plan)!,
        email: value.email,
        discountCode: value.discountCode,
        language,
        currency: checkoutCurrency(args, custom, language),
        custom: { locale: language, ...custom },
      },
      { slow: value.delay === true },
    );
  } catch (error) {
    if (!(error instanceof LocalPaymentRefused)) throw error;
    console.error(`Local checkout: ${error.message}`);
    return data<ActionData>({ result: submission.reply({ formErrors: ["errors.payment"] }), refusedWith: error.status }, { status: 502 });
  }
  // This browser paid: it is the one the order opens in, as a store's overlay page would be with the
  // order's identifiers, whichever browser the buy link was followed in.
  if (ref)
    keepCheckout(context, request, { ref, arrivedAt: null, paid: { orderId: order.id, identifier: String(order.attributes.identifier) } });
  throw redirect(`${localizePath("/create-headshot", language)}${ref ? `?checkout=${ref}` : ""}`, 303);
}

export const meta = pageMeta;

const constraint = getZodConstraint(LocalCheckoutSchema);

export default function LocalCheckoutPage() {
  const page = useLoaderData<typeof loader>();
  const { t, localize } = usePageTranslation<"localCheckout">();
  const tf = useMemo(() => createTranslator(page.forms), [page.forms]);
  const answer = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";

  const [form, fields] = useForm<z.input<typeof LocalCheckoutSchema>>({
    id: "local-checkout",
    lastResult: answer?.result,
    constraint,
    defaultValue: { email: page.email, plan: page.plan, discountCode: page.discountCode },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, LocalCheckoutSchema),
  });

  const formError = answer?.refusedWith ? tf("errors.payment", { status: answer.refusedWith }) : errorText(tf, form.errors);
  const focus = answer !== undefined;
  return (
    <>
      <PageIntro />
      <section className="container form-section" aria-labelledby="local-checkout-heading">
        <div className="form-panel">
          <h2 id="local-checkout-heading">{t("form.label")}</h2>
          <Form method="post" {...getFormProps(form)} aria-describedby={formError ? form.errorId : undefined}>
            <FormError id={form.errorId} text={formError} />
            <TextField meta={fields.email} label={t("form.email")} t={tf} type="email" autoComplete="email" focusIfInvalid={focus} />
            <SelectField
              meta={fields.plan}
              label={t("form.plan")}
              t={tf}
              placeholder={t("form.choosePlan")}
              options={page.plans.map((plan) => ({ value: plan.key, label: t("form.planOption", { plan: plan.name, price: plan.price }) }))}
              focusIfInvalid={focus}
            />
            <TextField
              meta={fields.discountCode}
              label={t("form.discountCode")}
              hint={t("form.discountHint", { codes: discountCodes.join(", ") })}
              t={tf}
              focusIfInvalid={focus}
            />
            <CheckboxField meta={fields.delay} label={t("form.delay")} t={tf} focusIfInvalid={focus} />
            {Object.entries(page.custom).map(([key, value]) => (
              <input key={key} type="hidden" name={`custom.${key}`} value={value} />
            ))}
            <SubmitButton busy={busy} label={t("form.pay")} busyLabel={t("form.paying")} />
          </Form>
          <p className="form__note">
            <Link to={localize("/pricing")}>{t("form.back")}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
