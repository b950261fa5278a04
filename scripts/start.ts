// `npm start`: build when needed, then serve (migrations and demo content run at start).
import { main } from "../server";
import { buildIfNeeded } from "./build-if-needed";

buildIfNeeded();
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
