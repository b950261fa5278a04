// /admin/properties/{id} edits the property too (docs/product.md#property-form).
export { default, metadata } from "./edit/page";
