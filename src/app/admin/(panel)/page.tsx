// /admin shows the dashboard too (docs/product.md#dashboard).
export { default, metadata } from "./dashboard/page";
