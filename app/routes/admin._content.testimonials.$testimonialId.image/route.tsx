import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PicturePage } from "~/components/admin/picture-page";
import { Picture } from "~/components/picture";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { replacePicture } from "~/lib/admin/uploads.server";
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
  return replacePicture(
    request,
    `/testimonials/${encodeURIComponent(params.testimonialId ?? "")}/image`,
    "/admin/testimonials",
  );
}

/** A testimonial's photo, shown beside the comment on the home page: replaced by an upload. */
export default function AdminTestimonialImage() {
  const { testimonial } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return (
    <PicturePage
      back={<Link to="/admin/testimonials">Back to testimonials</Link>}
      title={<>Photo of {testimonial.name}</>}
      noun="photo"
      upload={{ id: "testimonial-photo", heading: `New photo of ${testimonial.name}` }}
      result={answered?.result ?? null}
    >
      <Picture image={testimonial.image} className={images.preview} sizes="12rem" />
    </PicturePage>
  );
}
