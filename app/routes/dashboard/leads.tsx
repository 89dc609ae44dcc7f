import type { LeadSummary } from "~/features/leads/leads.server";
import { companySizeRanges } from "~/features/leads/lead-schema";
import { usePageTranslation } from "~/utils/page";
import { useDashboardFormat } from "./format";
import { Table } from "./table";

/** The white-label enquiries, newest first, with the state of the sales notice each sent. */
export function Leads({ leads }: { leads: LeadSummary[] }) {
  const { t } = usePageTranslation<"dashboard">();
  const { date, status } = useDashboardFormat();
  return (
    <section>
      <h2>{t("leads.heading")}</h2>
      <Table
        caption={t("leads.heading")}
        empty={t("leads.empty")}
        head={[
          t("leads.received"),
          t("leads.name"),
          t("leads.email"),
          t("leads.company"),
          t("leads.size"),
          t("leads.language"),
          t("leads.notification"),
        ]}
        rows={leads.map((lead) => [
          lead.id,
          date(lead.createdAt),
          lead.name,
          lead.email,
          lead.companyName,
          t("leads.employees", { range: companySizeRanges[lead.companySize] }),
          lead.language,
          status(lead.notification),
        ])}
      />
    </section>
  );
}
