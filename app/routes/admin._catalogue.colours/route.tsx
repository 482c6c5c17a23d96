import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { AdminColor } from "~/admin/catalogue/catalogue-types";
import { type MasterRoute, actOnMaster, loadMaster } from "~/admin/catalogue/masters/master-route.server";
import { MasterScreen } from "~/admin/catalogue/masters/master-screen";
import { colorSchema } from "~/lib/admin/catalogue-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import * as catalogue from "@styles/admin/catalogue.css";

export const meta = () => adminMeta("Colours");

const ROUTE: MasterRoute = {
  apiPath: "/colors",
  here: "/admin/colours",
  schema: colorSchema,
  fields: ["name", "hex", "slug"],
  ordered: false,
};

export async function loader(args: LoaderFunctionArgs) {
  return loadMaster<AdminColor>(ROUTE, args);
}

export async function action(args: ActionFunctionArgs) {
  return actOnMaster(ROUTE, args);
}

export default function AdminColours() {
  return (
    <MasterScreen<AdminColor>
      title="Colours"
      lead="The colours products come in. A colour a product uses cannot be deleted."
      noun="colour"
      nouns="colours"
      mark={(color) => <span className={catalogue.swatch} style={{ background: color.hex }} aria-hidden="true" />}
      columns={[{ label: "Code", cell: (color) => color.hex }]}
      fields={[{ name: "hex", label: "Colour code", hint: "A # and six hex digits, like #8b5a2b for walnut." }]}
    />
  );
}
