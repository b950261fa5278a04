// Where a public page hands a part of itself to the browser (docs/decisions/018): the component
// rendered on the server inside a <casa-island> element that names it and carries its props as
// JSON, which src/islands/start.ts hydrates. Props must survive JSON: strings, numbers, booleans,
// arrays and plain objects. React loads when the visitor first acts on the page, or once it has
// painted where an island is `eager` (it must show something unasked: the list's map view); an
// island hydrates once it comes near the view (src/islands/boot.ts, src/islands/hydrate.ts,
// docs/decisions/041).
import type { ComponentType } from "react";
import type { IslandComponent, IslandName, IslandProps } from "@/islands/registry";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "casa-island": {
        "data-island": string;
        "data-props": string;
        "data-eager"?: "";
        children?: ReactNode;
      };
    }
  }
}

export function Island<N extends IslandName>({
  name,
  component,
  props,
  eager = false,
}: {
  name: N;
  component: IslandComponent<N>;
  props: IslandProps<N>;
  eager?: boolean;
}) {
  const Component = component as unknown as ComponentType<object>;
  return (
    <casa-island
      data-island={name}
      data-props={JSON.stringify(props)}
      data-eager={eager ? "" : undefined}
    >
      <Component {...(props as object)} />
    </casa-island>
  );
}
