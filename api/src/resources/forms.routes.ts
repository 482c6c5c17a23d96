import { Hono } from "hono";
import type { AppEnv } from "../context";
import inquiries from "./inquiries/inquiries.routes";
import newsletters from "./newsletters/newsletters.routes";

const forms = new Hono<AppEnv>();
forms.route("/", newsletters);
forms.route("/", inquiries);

export default forms;
