// The saved-search page's body: plain HTML forms that post to the API and come back to this page
// (303), so the page needs no JavaScript. Deleting asks first, in a disclosure.
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { endpointUrl } from "@/lib/api/endpoint";
import { savedSearches as calls } from "@/lib/api/saved-searches";
import { interpolate } from "@/lib/i18n/define-messages";
import type { Locale } from "@/lib/i18n/locales";
import { savedSearchTexts } from "@/lib/i18n/messages/saved-searches";
import { describeSearch } from "@/lib/saved-searches/describe-search";
import type { ManagedSearch, SavedSearchPageState } from "@/lib/saved-searches/page-state";
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchOutcome } from "@/lib/schemas/saved-search";

type Texts = (typeof savedSearchTexts)[Locale];

function Notice({ text, tone }: { text: string; tone: "done" | "error" }) {
  return (
    <p
      role="status"
      className={
        tone === "done"
          ? "rounded-md border border-brand/30 bg-brand/5 px-4 py-3 text-foreground"
          : "rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-foreground"
      }
    >
      {text}
    </p>
  );
}

function SearchRow(props: { search: ManagedSearch; locale: Locale; token: string; t: Texts }) {
  const { search, locale, token, t } = props;
  const action = endpointUrl(calls.manage, { query: { token, locale } });
  const label = describeSearch(search.query, locale, {
    everything: t.everything,
    separator: " · ",
  });
  const selectId = `frequency-${search.id}`;
  return (
    <li className="rounded-lg border border-border bg-card p-4 sm:p-5">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t.search}
        {search.confirmed ? null : ` · ${t.pending}`}
      </p>
      <p className="mt-1 font-serif text-xl text-foreground">
        <a
          className="underline-offset-4 hover:underline"
          href={`/${locale}/properties${search.query}`}
        >
          {label}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <form method="post" action={action} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="action" value="frequency" />
          <input type="hidden" name="id" value={search.id} />
          <div className="grid gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium text-foreground">
              {t.frequency}
            </label>
            <NativeSelect
              id={selectId}
              name="frequency"
              defaultValue={search.frequency}
              wrapperClassName="w-56"
            >
              {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
                <NativeSelectOption key={frequency} value={frequency}>
                  {t[frequency]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline">
            {t.save}
          </Button>
        </form>
        <details className="group">
          <summary className="inline-flex h-10 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-destructive underline-offset-4 hover:underline">
            {t.remove}
          </summary>
          <form method="post" action={action} className="mt-2 flex flex-wrap items-center gap-3">
            <input type="hidden" name="action" value="delete" />
            <input type="hidden" name="id" value={search.id} />
            <span className="text-sm text-foreground">{t.confirmRemove}</span>
            <Button type="submit" variant="destructive">
              {t.remove}
            </Button>
          </form>
        </details>
      </div>
    </li>
  );
}

const OUTCOME: Record<SavedSearchOutcome, keyof Texts> = {
  confirmed: "confirmed",
  stopped: "stopped",
  updated: "updated",
  deleted: "deleted",
};

export function SavedSearchPanel(props: {
  locale: Locale;
  state: SavedSearchPageState;
  done: SavedSearchOutcome | null;
  listHref: string;
}) {
  const { locale, state, done, listHref } = props;
  const t = savedSearchTexts[locale];
  const browse = (
    <a className="font-medium text-brand underline underline-offset-4" href={listHref}>
      {t.browse}
    </a>
  );
  let body: React.ReactNode;
  if (state.kind === "confirm" || state.kind === "stop") {
    const confirm = state.kind === "confirm";
    const call = confirm ? calls.confirm : calls.stop;
    body = (
      <section className="rounded-lg border border-border bg-card p-5 sm:p-6">
        <h2 className="font-serif text-2xl text-foreground">
          {confirm ? t.confirmTitle : t.stopTitle}
        </h2>
        <p className="mt-2 text-muted-foreground">{confirm ? t.confirmText : t.stopText}</p>
        <form
          method="post"
          action={endpointUrl(call, { query: { token: state.token, locale } })}
          className="mt-5"
        >
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit" variant={confirm ? "default" : "destructive"}>
            {confirm ? t.confirmButton : t.stopButton}
          </Button>
        </form>
      </section>
    );
  } else if (state.kind === "manage") {
    const action = endpointUrl(calls.manage, { query: { token: state.token, locale } });
    body = state.searches.length ? (
      <>
        <p className="text-muted-foreground">{interpolate(t.intro, { email: state.email })}</p>
        <ul className="grid gap-4" data-testid="saved-searches">
          {state.searches.map((search) => (
            <SearchRow key={search.id} search={search} locale={locale} token={state.token} t={t} />
          ))}
        </ul>
        <details>
          <summary className="inline-flex h-10 cursor-pointer items-center text-sm font-medium text-destructive underline-offset-4 hover:underline">
            {t.removeAll}
          </summary>
          <form method="post" action={action} className="mt-2 flex flex-wrap items-center gap-3">
            <input type="hidden" name="action" value="delete-all" />
            <span className="text-sm text-foreground">{t.confirmRemoveAll}</span>
            <Button type="submit" variant="destructive">
              {t.removeAll}
            </Button>
          </form>
        </details>
      </>
    ) : (
      <p>
        {t.none} {browse}
      </p>
    );
  } else {
    body = state.error ? null : (
      <p>
        {done ? null : `${t.none} `}
        {browse}
      </p>
    );
  }
  const error = state.kind === "message" ? state.error : null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6 lg:px-8">
      {done ? <Notice tone="done" text={t[OUTCOME[done]]} /> : null}
      {error ? <Notice tone="error" text={t[error]} /> : null}
      {error ? <p>{browse}</p> : null}
      {body}
    </div>
  );
}
