import { notFound } from "next/navigation";

/** Any public path that is not a page (SPEC.md §2: '404 Page Not Found'). */
export default function UnknownPage(): never {
  notFound();
}
