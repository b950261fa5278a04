// /admin/properties/{id} edits the property too (SPEC.md §2).
export { default, metadata } from "./edit/page";
