import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ImageUploadForm } from "~/components/admin/image-upload-form";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { passUploadOn } from "~/lib/admin/uploads.server";
import * as css from "@styles/admin/admin.css";
import * as images from "@styles/admin/images.css";
import type { adminTestimonialSchema } from "@api/contract/schemas/admin-testimonials";
import type { z } from "zod";

export const meta = () => adminMeta("Testimonial photo");

type Testimonial = z.output<typeof adminTestimonialSchema>;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<Testimonial[]>({ request, ...auth }, "/testimonials");
  const testimonial = answer.body?.find((row) => row._id === params.testimonialId);
  if (!testimonial) throw data({ message: "Testimonial not found" }, { status: 404 });
  return adminPage({ testimonial }, auth.session);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const upload = await passUploadOn(
    { request, ...auth },
    `/testimonials/${encodeURIComponent(params.testimonialId ?? "")}/image`,
  );
  if (upload.ok)
    return adminRedirect("/admin/testimonials", auth.session, { type: "success", message: upload.message });
  return adminData({ result: upload.result, toast: upload.toast }, auth.session, { status: upload.status });
}

/** A testimonial's photo, shown beside the comment on the home page: replaced by an upload. */
export default function AdminTestimonialImage() {
  const { testimonial } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return (
    <>
      <p>
        <Link to="/admin/testimonials">Back to testimonials</Link>
      </p>
      <h1>Photo of {testimonial.name}</h1>
      <section className={css.section} aria-labelledby="current-photo-heading">
        <h2 id="current-photo-heading" className={css.sectionTitle}>
          Current photo
        </h2>
        <Picture image={testimonial.image} className={images.preview} sizes="12rem" />
      </section>
      <section className={css.section} aria-labelledby="replace-photo-heading">
        <h2 id="replace-photo-heading" className={css.sectionTitle}>
          Replace it
        </h2>
        <ImageUploadForm
          id="testimonial-photo"
          heading={`New photo of ${testimonial.name}`}
          result={answered?.result ?? null}
        />
      </section>
    </>
  );
}
