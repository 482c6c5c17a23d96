import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { AdminSize } from "~/admin/catalogue/catalogue-types";
import { type MasterRoute, actOnMaster, loadMaster } from "~/admin/catalogue/masters/master-route.server";
import { MasterScreen } from "~/admin/catalogue/masters/master-screen";
import { sizeSchema } from "~/lib/admin/catalogue-forms.server";
import { adminMeta } from "~/lib/admin/meta";

export const meta = () => adminMeta("Sizes");

const ROUTE: MasterRoute = {
  apiPath: "/sizes",
  here: "/admin/sizes",
  schema: sizeSchema,
  fields: ["name", "slug"],
  ordered: true,
};

export async function loader(args: LoaderFunctionArgs) {
  return loadMaster<AdminSize>(ROUTE, args);
}

export async function action(args: ActionFunctionArgs) {
  return actOnMaster(ROUTE, args);
}

export default function AdminSizes() {
  return (
    <MasterScreen<AdminSize>
      title="Sizes"
      lead="The sizes products come in, in the order the shop lists them. A size a product uses cannot be deleted."
      noun="size"
      nouns="sizes"
      ordered
    />
  );
}
