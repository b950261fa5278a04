import { buildIfNeeded } from "../../../scripts/build-if-needed";

export default function setup() {
  buildIfNeeded();
}
