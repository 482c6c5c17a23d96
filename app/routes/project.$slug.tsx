import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { Link, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/components/page-banner";
import { ProjectGroups } from "~/components/content/project-gallery";
import type { ProjectCategory, ProjectGroup, ProjectSubCategory } from "~/components/content/types";
import { ProjectEnquiryForm } from "~/components/enquiry/project-enquiry-form";
import { Picture } from "~/components/picture";
import { apiFetch } from "~/lib/api.server";
import { BRAND } from "~/lib/brand";
import { sendEnquiry } from "~/lib/enquiry.server";
import { PROJECT_INTERESTS, formConstraint } from "~/lib/forms.server";
import { breadcrumbLd, pageMeta } from "~/lib/seo";
import { canonicalUrl, siteOrigin } from "~/lib/seo.server";
import * as css from "@styles/content/project.css";
import type { CacheHandle } from "~/lib/cache-handle";

/** The static picture of the 'Our Crafting Journey' section. */
const JOURNEY_IMAGE = {
  url: "/media/categories/living-room.svg",
  width: 600,
  height: 600,
  alt: "A solid-wood living room set made by Woodnest",
};

/** The same page for every shopper without a session: a shared cache may keep it. */
export const handle: CacheHandle = { cache: "public" };

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { category, canonical, origin } = data;
  return [
    ...pageMeta({
      title: category.seoTitle || category.name,
      description: category.seoDescription || `${category.name}: homes and spaces furnished by ${BRAND}.`,
      origin,
      url: canonical,
      images: [category.bannerImage],
    }),
    ...(category.seoKeywords ? [{ name: "keywords", content: category.seoKeywords }] : []),
    breadcrumbLd(origin, [
      { name: "Home", path: "/" },
      { name: category.name, path: `/project/${category.slug}` },
    ]),
  ];
};

function fetchGroups(request: Request, catSlug: string, subCategory: string) {
  const query = new URLSearchParams({ catSlug });
  if (subCategory) query.set("subCategory", subCategory);
  return apiFetch<ProjectGroup[]>(`/projects/for-website?${query}`, { request, shared: true });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const found = await apiFetch<ProjectCategory[]>(`/projectCategories?slug=${encodeURIComponent(slug)}`, {
    request,
    shared: true,
  });
  if (found.status === 404 || found.status === 400) throw new Response("Not found", { status: 404 });
  if (found.status !== 200)
    throw new Error(`Project category ${slug}: the API answered ${found.status} ${found.message}`);
  const category = found.body[0];
  if (!category) throw new Response("Not found", { status: 404 });

  const requested = new URL(request.url).searchParams.get("sub")?.trim() ?? "";
  const [subCategories, requestedGroups] = await Promise.all([
    apiFetch<ProjectSubCategory[]>(`/projectSubCategories?categories=${encodeURIComponent(category._id)}`, { request }),
    fetchGroups(request, category.slug, requested),
  ]);
  // An old or mistyped ?sub= shows the first tab, as the bare address does, rather than a dead end.
  const groups =
    requested && requestedGroups.status === 404 ? await fetchGroups(request, category.slug, "") : requestedGroups;

  // Spec 8: lists that fail to load stay empty.
  const tabs = subCategories.status === 200 ? subCategories.body : [];
  const selected = tabs.find((tab) => tab._id === requested) ?? tabs[0];
  const isFirstTab = !selected || selected._id === tabs[0]?._id;

  return {
    category,
    tabs,
    selectedId: selected?._id ?? null,
    groups: groups.status === 200 ? groups.body : [],
    // The first tab's address is the bare one; every other tab is its own page.
    canonical: isFirstTab ? canonicalUrl(request) : canonicalUrl(request, ["sub"]),
    origin: siteOrigin(request),
    enquiry: { constraint: formConstraint("project"), interests: PROJECT_INTERESTS },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  return sendEnquiry(request, await request.formData(), "project", {
    redirectTo: `${url.pathname}${url.search}#enquiry-request`,
  });
}

/**
 * Closing the gallery steps back to the address the page is already on (project-lightbox.tsx);
 * the projects have not changed, so they are not fetched again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}

export default function ProjectListing() {
  const { category, tabs, selectedId, groups, enquiry } = useLoaderData<typeof loader>();
  return (
    <>
      <Picture
        image={category.bannerImage}
        alt={category.bannerImage.alt ?? ""}
        className={css.bannerImage}
        priority
        sizes="(min-width: 75rem) 73rem, 100vw"
      />
      <PageBanner title={category.name} />

      {tabs.length > 0 ? (
        <nav aria-label={`${category.name} project types`}>
          <ul className={css.tabs}>
            {tabs.map((tab) => (
              <li key={tab._id}>
                <Link
                  to={`?sub=${encodeURIComponent(tab._id)}`}
                  className={css.tab}
                  aria-current={tab._id === selectedId ? "page" : undefined}
                  preventScrollReset
                >
                  {tab.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {groups.length > 0 ? (
        <ProjectGroups groups={groups} />
      ) : (
        <p className={css.empty}>No projects to show here yet.</p>
      )}

      <section className={css.journey} aria-labelledby="crafting-journey">
        <Picture image={JOURNEY_IMAGE} className={css.journeyImage} sizes="(min-width: 48rem) 36rem, 100vw" />
        <div>
          <h2 id="crafting-journey">Our Crafting Journey</h2>
          <p>
            Every project starts with a conversation about how a space will be used. Our designers plan each room with
            you, our workshop in Jodhpur makes the furniture in solid wood, and our own team delivers and installs it.
          </p>
        </div>
      </section>

      <section className={css.promo} aria-labelledby="customised-furniture">
        <h2 id="customised-furniture">Customised Furniture</h2>
        <p>Need a size, a finish or a fabric you do not see in the shop? We make furniture to order.</p>
        <Link to="/contact-us" className={css.promoLink}>
          Know More<span className="visually-hidden"> about customised furniture</span>
        </Link>
      </section>

      <ProjectEnquiryForm constraint={enquiry.constraint} interests={enquiry.interests} />
    </>
  );
}
