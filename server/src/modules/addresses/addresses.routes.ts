import {
  CREATE_ADDRESS,
  DELETE_ADDRESS,
  LIST_ADDRESSES,
  UPDATE_ADDRESS,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
import type { AddressesService } from "./addresses.service";

export async function addressesRoutes(
  app: FastifyInstance,
  options: { addresses: AddressesService },
): Promise<void> {
  const { addresses } = options;
  registerEndpoint(app, LIST_ADDRESSES, async ({ scope }) => ({
    addresses: await addresses.listAddresses(registeredShopper(scope).consumerNo),
  }));
  registerEndpoint(app, CREATE_ADDRESS, async ({ scope, body }) =>
    addresses.createAddress(registeredShopper(scope).consumerNo, body),
  );
  registerEndpoint(app, UPDATE_ADDRESS, async ({ scope, params, body }) =>
    addresses.updateAddress(registeredShopper(scope).consumerNo, params.addressId, body),
  );
  registerEndpoint(app, DELETE_ADDRESS, async ({ scope, params }) =>
    addresses.deleteAddress(registeredShopper(scope).consumerNo, params.addressId),
  );
}
