// GET/POST on a collection, GET/PATCH/DELETE on one item: the shape most resources share.
import * as z from "zod/mini";
import { type EndpointAccess, defineEndpoint as endpoint } from "./endpoint";

export const idParams = z.strictObject({ id: z.uuid() });

type Writes = Partial<Record<"create" | "update" | "remove", EndpointAccess>>;
type WriteAccess<W extends Writes, K extends keyof Writes> = W[K] extends EndpointAccess
  ? W[K]
  : "admin";

export function crud<
  T extends z.core.$ZodType,
  C extends z.core.$ZodType,
  U extends z.core.$ZodType,
  R extends EndpointAccess,
  W extends Writes = Record<never, never>,
>(options: {
  path: string;
  tag: string;
  name: string;
  item: T;
  create: C;
  update: U;
  read: R;
  /** Who may create, update and delete: administrators unless said otherwise. */
  write?: W;
}) {
  const write = { create: "admin", update: "admin", remove: "admin", ...options.write } as {
    create: WriteAccess<W, "create">;
    update: WriteAccess<W, "update">;
    remove: WriteAccess<W, "remove">;
  };
  const one = `${options.path}/{id}`;
  return {
    list: endpoint({
      method: "GET",
      path: options.path,
      access: options.read,
      tag: options.tag,
      summary: `List ${options.name}s`,
      response: z.array(options.item),
    }),
    create: endpoint({
      method: "POST",
      path: options.path,
      access: write.create,
      tag: options.tag,
      summary: `Create a ${options.name}`,
      body: options.create,
      response: options.item,
      status: 201,
    }),
    get: endpoint({
      method: "GET",
      path: one,
      access: options.read,
      tag: options.tag,
      summary: `Get one ${options.name}`,
      params: idParams,
      response: options.item,
    }),
    update: endpoint({
      method: "PATCH",
      path: one,
      access: write.update,
      tag: options.tag,
      summary: `Update a ${options.name} (any subset of its fields)`,
      params: idParams,
      body: options.update,
      response: options.item,
    }),
    remove: endpoint({
      method: "DELETE",
      path: one,
      access: write.remove,
      tag: options.tag,
      summary: `Delete a ${options.name}`,
      params: idParams,
    }),
  };
}

/** DELETE on one item: what every delete button calls. */
export type RemoveEndpoint = ReturnType<typeof crud>["remove"];
