import { buildIfNeeded } from "../../../scripts/build-if-needed";

export default function globalSetup() {
  buildIfNeeded();
}
