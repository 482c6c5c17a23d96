import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminTextarea } from "~/components/admin/admin-textarea";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { useRowForms } from "~/components/admin/use-row-forms";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { MoveButtons } from "~/components/admin/move-buttons";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { testimonialSchema } from "~/lib/admin/content-forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { orderedListAction } from "~/lib/admin/ordered-list-action.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import * as blog from "@styles/admin/blog.css";
import * as images from "@styles/admin/images.css";
import type { adminTestimonialSchema } from "@api/contract/schemas/admin-testimonials";
import type { z } from "zod";

export const meta = () => adminMeta("Testimonials");

type Testimonial = z.output<typeof adminTestimonialSchema>;

const HERE = "/admin/testimonials";
const FIELDS = ["name", "designation", "comment"];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<Testimonial[]>({ request, ...auth }, "/testimonials");
  // ?remove=<id> shows that testimonial's confirmation step: a link, so it works without JavaScript.
  return adminPage(
    { testimonials: answer.body ?? [], removing: new URL(request.url).searchParams.get("remove") },
    auth.session,
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  return orderedListAction({
    request,
    auth,
    listUrl: HERE,
    apiPath: "/testimonials",
    schema: testimonialSchema,
    fields: FIELDS,
  });
}

function TestimonialForm({
  testimonial,
  result,
  pending,
}: {
  testimonial?: Testimonial;
  result?: SubmissionResult<string[]> | null;
  pending: boolean;
}) {
  const form = useAdminForm(
    testimonial ? `testimonial-${testimonial._id}` : "add-testimonial",
    result,
    testimonial ? { name: testimonial.name, designation: testimonial.designation, comment: testimonial.comment } : {},
  );
  return (
    <Form
      method="post"
      key={form.key}
      {...form.formProps}
      aria-label={testimonial ? `Edit the testimonial from ${testimonial.name}` : "Add a testimonial"}
    >
      <input type="hidden" name="intent" value={testimonial ? "edit" : "add"} />
      {testimonial ? <input type="hidden" name="id" value={testimonial._id} /> : null}
      <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
      <AdminField
        label="Name"
        errors={form.errors("name")}
        inputProps={{ ...form.field("name"), autoComplete: "off", required: true }}
      />
      <AdminField
        label="Designation"
        hint="Who they are, like 'Architect, Pune'."
        errors={form.errors("designation")}
        inputProps={{ ...form.field("designation"), autoComplete: "off", required: true }}
      />
      <AdminTextarea
        label="Comment"
        errors={form.errors("comment")}
        textareaProps={{ ...form.field("comment"), rows: 4, required: true }}
      />
      <AdminSubmit pending={pending} className={css.secondaryButton}>
        {testimonial ? "Save testimonial" : "Add testimonial"}
      </AdminSubmit>
    </Form>
  );
}

/** The home page's testimonials, in the order it shows them: added, edited, given a photo, moved and removed. */
export default function AdminTestimonials() {
  const { testimonials, removing } = useLoaderData<typeof loader>();
  const { posting, resultFor } = useRowForms();
  return (
    <>
      <h1>Testimonials</h1>
      <section className={css.section} aria-labelledby="add-testimonial-heading">
        <h2 id="add-testimonial-heading" className={css.sectionTitle}>
          Add a testimonial
        </h2>
        <p className={css.lead}>
          It goes last with a placeholder photo: upload their photo next, then move it where it belongs.
        </p>
        <TestimonialForm result={resultFor("add")} pending={posting === "add:"} />
      </section>
      <section className={css.section} aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading" className={css.sectionTitle}>
          {testimonials.length === 1 ? "1 testimonial" : `${testimonials.length} testimonials`}, in the home page's
          order
        </h2>
        <ol className={blog.categoryList}>
          {testimonials.map((testimonial, index) => (
            <li key={testimonial._id} className={css.section}>
              <h3>{testimonial.name}</h3>
              <Picture image={testimonial.image} className={images.preview} sizes="8rem" />
              <p>
                <Link to={`/admin/testimonials/${testimonial._id}/image`}>Change the photo of {testimonial.name}</Link>
              </p>
              <MoveButtons
                id={testimonial._id}
                name={testimonial.name}
                first={index === 0}
                last={index === testimonials.length - 1}
              />
              <TestimonialForm
                testimonial={testimonial}
                result={resultFor(testimonial._id)}
                pending={posting === `edit:${testimonial._id}`}
              />
              <ConfirmStep
                confirming={removing === testimonial._id}
                askTo={`?remove=${testimonial._id}`}
                askLabel="Remove testimonial…"
                questionId={`remove-${testimonial._id}-heading`}
                question={`Remove the testimonial from ${testimonial.name}?`}
                fields={{ intent: "remove", id: testimonial._id }}
                pending={posting === `remove:${testimonial._id}`}
              />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
