// /admin shows the dashboard too (SPEC.md §2).
export { default, metadata } from "./dashboard/page";
