import type { CheckoutSetup } from "~/services/lemonsqueezy.server";
import { usePageTranslation } from "~/utils/page";

/** Which outside services this deployment talks to, and which it stands in for locally. */
export type ServiceSetup = {
  emailOctopus: boolean;
  resend: boolean;
  payments: CheckoutSetup["mode"];
  webhooksVerified: boolean;
  photoAdvice: boolean;
};

export function Services({ services }: { services: ServiceSetup }) {
  const { t } = usePageTranslation<"dashboard">();
  return (
    <section>
      <h2>{t("services.heading")}</h2>
      <dl className="dashboard__services">
        <dt>{t("services.emailOctopus")}</dt>
        <dd data-configured={services.emailOctopus}>
          {t(services.emailOctopus ? "services.emailOctopusLive" : "services.emailOctopusLocal")}
        </dd>
        <dt>{t("services.resend")}</dt>
        <dd data-configured={services.resend}>{t(services.resend ? "services.resendLive" : "services.resendLocal")}</dd>
        <dt>{t("services.payments")}</dt>
        <dd data-configured={services.payments === "hosted"}>
          {t(
            services.payments === "hosted"
              ? "services.paymentsLive"
              : services.payments === "local"
                ? "services.paymentsLocal"
                : "services.paymentsOff",
          )}
          {services.webhooksVerified ? null : <> {t("services.paymentsUnsigned")}</>}
        </dd>
        <dt>{t("services.photoAdvice")}</dt>
        <dd data-configured={services.photoAdvice}>{t(services.photoAdvice ? "services.photoAdviceLive" : "services.photoAdviceLocal")}</dd>
      </dl>
    </section>
  );
}
