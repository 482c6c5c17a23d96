import { createRouter } from "../contract/router";
import inquiries from "./inquiries/inquiries.routes";
import newsletters from "./newsletters/newsletters.routes";

const forms = createRouter();
forms.route("/", newsletters);
forms.route("/", inquiries);

export default forms;
