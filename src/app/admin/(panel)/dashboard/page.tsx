import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { StatsPanel } from "@/components/admin/stats/stats-panel";
import { Badge } from "@/components/ui/badge";
import { adminText } from "@/lib/admin/messages";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import { requireAdminPage } from "@/server/auth/require-admin";
import { isAdministrator } from "@/server/auth/staff-scope";
import { getDashboard } from "@/server/dashboard/get-dashboard";
import { FailingMailNotice } from "./failing-mail-notice";
import { LateAlertsNotice } from "./late-alerts-notice";

const t = adminText.dashboard;
export const metadata: Metadata = { title: t.title };

export default async function DashboardPage() {
  const session = await requireAdminPage();
  const data = await getDashboard(session);
  // A consultant sees their own work first: their new leads and requests, then their listings.
  const ownWorkFirst = !isAdministrator(session);
  const propertyStats = [
    { label: t.available, value: data.propertiesByStatus.available, href: "/admin/properties" },
    { label: t.reserved, value: data.propertiesByStatus.reserved, href: "/admin/properties" },
    { label: t.sold, value: data.propertiesByStatus.sold, href: "/admin/properties" },
  ];
  const requestStats = [
    { label: t.newLeads, value: data.newLeads, href: "/admin/leads" },
    {
      label: t.newMortgageRequests,
      value: data.newMortgageRequests,
      href: "/admin/mortgage-requests",
    },
  ];
  const stats = ownWorkFirst
    ? [...requestStats, ...propertyStats]
    : [...propertyStats, ...requestStats];
  const latestProperties = (
    <section className="rounded-xl border border-border bg-card p-6 shadow-sm">
      <div className="flex items-baseline justify-between">
        <h2 className="font-serif text-xl">{t.latestProperties}</h2>
        <Link href="/admin/properties" className="text-sm text-primary hover:underline">
          {t.seeAll}
        </Link>
      </div>
      {data.latestProperties.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{t.noProperties}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border" data-testid="latest-properties">
          {data.latestProperties.map((property) => (
            <li key={property.id} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <Link
                  href={`/admin/properties/${property.id}/edit`}
                  className="block truncate font-medium hover:underline"
                >
                  {property.titlePt}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {property.ref} · {property.city}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-medium">{formatPrice(property.price, "pt")}</p>
                <Badge variant="secondary">{adminText.status.property[property.status]}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  const latestLeads = (
    <section className="rounded-xl border border-border bg-card p-6 shadow-sm">
      <div className="flex items-baseline justify-between">
        <h2 className="font-serif text-xl">{t.latestLeads}</h2>
        <Link href="/admin/leads" className="text-sm text-primary hover:underline">
          {t.seeAll}
        </Link>
      </div>
      {data.latestLeads.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{t.noLeads}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border" data-testid="latest-leads">
          {data.latestLeads.map((lead) => (
            <li key={lead.id} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{lead.name}</p>
                <p className="truncate text-sm text-muted-foreground">
                  {lead.email}
                  {lead.propertyRef ? ` · ${lead.propertyRef}` : ""}
                </p>
              </div>
              <div className="shrink-0 text-right text-sm">
                <p className="text-muted-foreground">{formatDate(lead.createdAt)}</p>
                <Badge variant={lead.status === "new" ? "brand" : "secondary"}>
                  {adminText.status.lead[lead.status]}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} />
      <FailingMailNotice count={data.failingMail} />
      <LateAlertsNotice runs={data.lateAlertRuns} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {stats.map((stat) => (
          <li key={stat.label}>
            <Link
              href={stat.href}
              className="block rounded-xl border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <p className="text-sm text-muted-foreground">{stat.label}</p>
              <p
                className="mt-2 font-serif text-3xl lining-nums tabular-nums"
                data-testid="stat-value"
              >
                {stat.value}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-2">
        {ownWorkFirst ? (
          <>
            {latestLeads}
            {latestProperties}
          </>
        ) : (
          <>
            {latestProperties}
            {latestLeads}
          </>
        )}
      </div>
      <StatsPanel consultant={ownWorkFirst} />
    </>
  );
}
