import { Kind, parse, type ArgumentNode, type FieldNode, type ValueNode } from "graphql";
import { AppError } from "../../platform/errors/app-error";

/**
 * The segments query the SDKs send (001 §7 "Audience data": `query {customer(vuid: "…")
 * {audiences(subset: ["a", "b"]) {edges {node {name state}}}}}`), read with the GraphQL
 * reference parser rather than by pattern, so spacing, variables and aliases are read as any
 * GraphQL server would. Only that query is answered: anything else is VAL400.
 */
export interface AudienceQuery {
  /** How the customer is named: a visitor id or the store's customer number. */
  idKey: "vuid" | "fs_user_id";
  idValue: string;
  /** The segments asked about, in the order asked. */
  subset: string[];
}

/** Who answers which segments a customer qualifies for (null: no such customer). */
export interface AudienceSegments {
  qualified(customerNo: string): Promise<ReadonlySet<string> | null>;
}

const ID_KEYS = new Map<string, AudienceQuery["idKey"]>([
  ["vuid", "vuid"],
  ["fs_user_id", "fs_user_id"],
  ["fs-user-id", "fs_user_id"],
]);
const MAX_SEGMENTS = 100;

function refuse(message: string): never {
  throw new AppError("VAL400", { field: "query", message: `query: ${message}` });
}

/** A literal or a variable's value, as plain data. */
function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.STRING:
      return node.value;
    case Kind.LIST:
      return node.values.map((item) => valueOf(item, variables));
    default:
      return refuse("only strings and lists of strings are read");
  }
}

function onlyField(fields: readonly { kind: string }[] | undefined, name: string): FieldNode {
  const found = (fields ?? []).filter((field): field is FieldNode => field.kind === Kind.FIELD);
  if (found.length !== 1 || found[0]?.name.value !== name) refuse(`expected ${name} { … }`);
  return found[0];
}

function argument(field: FieldNode, names: readonly string[]): ArgumentNode {
  const [only, extra] = field.arguments ?? [];
  if (!only || extra || !names.includes(only.name.value))
    refuse(`${field.name.value} takes one argument: ${names.join(" or ")}`);
  return only;
}

export function audienceQueryOf(
  source: string,
  variables: Record<string, unknown> = {},
): AudienceQuery {
  let document;
  try {
    document = parse(source, { noLocation: true, maxTokens: 2000 });
  } catch (error) {
    return refuse(error instanceof Error ? error.message : "not GraphQL");
  }
  const [operation, extra] = document.definitions;
  if (!operation || extra || operation.kind !== Kind.OPERATION_DEFINITION)
    refuse("one query is expected");
  if (operation.operation !== "query") refuse("only a query is answered");
  const customer = onlyField(operation.selectionSet.selections, "customer");
  const id = argument(customer, [...ID_KEYS.keys()]);
  const idValue = valueOf(id.value, variables);
  if (typeof idValue !== "string" || idValue.length === 0 || idValue.length > 255)
    refuse(`${id.name.value} must be a string of 1 to 255 characters`);
  const audiences = onlyField(customer.selectionSet?.selections, "audiences");
  const subset = valueOf(argument(audiences, ["subset"]).value, variables);
  if (
    !Array.isArray(subset) ||
    subset.length > MAX_SEGMENTS ||
    !subset.every((name) => typeof name === "string" && name.length > 0 && name.length <= 255)
  )
    refuse(`subset must list at most ${MAX_SEGMENTS} segment names`);
  return {
    idKey: ID_KEYS.get(id.name.value) ?? "vuid",
    idValue,
    subset: subset as string[],
  };
}
