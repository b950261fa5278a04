"use client";
// Every change of the property list (filters, sort, view, page) is a navigation to a new URL
// that the server renders. They all go through one transition, so the results can say they
// are loading while the next page of results is on its way.
import { LoaderCircle } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useTransition,
} from "react";
import { cn } from "@/lib/utils";

interface ListNavigation {
  pending: boolean;
  navigate: (href: string, options?: { scroll?: boolean }) => void;
}

const Context = createContext<ListNavigation | null>(null);

export function ListNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback(
    (href: string, { scroll = false } = {}) => startTransition(() => router.push(href, { scroll })),
    [router],
  );
  const value = useMemo(() => ({ pending, navigate }), [pending, navigate]);
  return <Context value={value}>{children}</Context>;
}

export function useListNavigation(): ListNavigation {
  const value = useContext(Context);
  if (!value) throw new Error("useListNavigation needs a ListNavigationProvider");
  return value;
}

/** A plain link (works without JavaScript) that, with JavaScript, navigates in the transition. */
export function ListLink({
  href,
  scroll = false,
  onClick,
  ...props
}: ComponentProps<typeof Link> & { href: string }) {
  const { navigate } = useListNavigation();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || event.button !== 0) return;
    event.preventDefault();
    navigate(href, { scroll });
  }
  return <Link href={href} prefetch={false} onClick={handleClick} {...props} />;
}

/** The results, dimmed and marked busy with a visible loading text while a navigation runs. */
export function PendingResults({
  loadingText,
  className,
  children,
}: {
  loadingText: string;
  className?: string;
  children: ReactNode;
}) {
  const { pending } = useListNavigation();
  return (
    <div className={cn("relative", className)} aria-busy={pending}>
      <div
        className={cn(
          "transition-opacity duration-300",
          pending && "pointer-events-none opacity-50 delay-150",
        )}
      >
        {children}
      </div>
      {/* Always present, so screen readers announce the text when it appears. */}
      <div
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-6 z-30 flex justify-center px-4"
      >
        {pending ? (
          <p
            className="flex items-center gap-2 rounded-full bg-primary px-5 py-2.5 text-sm font-medium text-primary-foreground shadow-xl shadow-primary/25"
            data-testid="list-loading"
          >
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
            {loadingText}
          </p>
        ) : null}
      </div>
    </div>
  );
}
