// Where a public page hands a part of itself to the browser (docs/decisions/018): the component
// rendered on the server inside a <casa-island> element that names it and carries its props as
// JSON, which src/islands/start.ts hydrates. Props must survive JSON: strings, numbers, booleans,
// arrays and plain objects. It hydrates once it comes near the view (src/islands/hydrate.ts).
import type { ComponentType } from "react";
import type { IslandComponent, IslandName, IslandProps } from "@/islands/registry";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "casa-island": {
        "data-island": string;
        "data-props": string;
        children?: ReactNode;
      };
    }
  }
}

export function Island<N extends IslandName>({
  name,
  component,
  props,
}: {
  name: N;
  component: IslandComponent<N>;
  props: IslandProps<N>;
}) {
  const Component = component as unknown as ComponentType<object>;
  return (
    <casa-island data-island={name} data-props={JSON.stringify(props)}>
      <Component {...(props as object)} />
    </casa-island>
  );
}
