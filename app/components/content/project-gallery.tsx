import { type MouseEvent, useCallback, useEffect, useState } from "react";
import type { StoredImage } from "~/lib/api-types";
import * as css from "@styles/content/project.css";
import { Carousel } from "../carousel/carousel";
import { Picture } from "../picture";
import type { GalleryView, ProjectLightbox as LightboxComponent } from "./project-lightbox";
import { cardsPerView, galleryImages } from "./project-rules";
import type { Project, ProjectGroup } from "./types";

type LightboxModule = typeof import("./project-lightbox");

let lightboxModule: Promise<LightboxModule> | undefined;

/** The gallery's code and styles, fetched once per visit; a failed fetch may be tried again. */
function loadLightbox() {
  lightboxModule ??= import("./project-lightbox")
    .then(async (module) => {
      await module.loadStyles();
      return module;
    })
    .catch((error: unknown) => {
      lightboxModule = undefined;
      throw error;
    });
  return lightboxModule;
}

type Open = (view: GalleryView, event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * The carousels of one project tab. Every picture is a link to the full-size image, which is
 * the whole gallery without JavaScript; with it, a click opens the full-screen gallery.
 */
export function ProjectGroups({ groups }: { groups: ProjectGroup[] }) {
  const [view, setView] = useState<GalleryView | null>(null);
  const [Lightbox, setLightbox] = useState<typeof LightboxComponent | null>(null);

  // Fetched while the browser is idle, so the first click opens the gallery at once.
  useEffect(() => {
    const prefetch = () => void loadLightbox().catch(() => {});
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 2000);
    return () => clearTimeout(timer);
  }, []);

  const open = useCallback<Open>((next, event) => {
    // Ctrl-, Shift- or middle-clicks keep their usual meaning: the image in a new tab or window.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    loadLightbox().then(
      (module) => {
        setLightbox(() => module.ProjectLightbox);
        setView(next);
      },
      // Without the gallery the link still does its job.
      () => window.location.assign(href),
    );
  }, []);

  return (
    <>
      {groups.map((group) => (
        <ProjectCarousel key={group._id} group={group} onOpen={open} />
      ))}
      {Lightbox && view ? <Lightbox {...view} onClosed={() => setView(null)} /> : null}
    </>
  );
}

/** One child category's projects: the shop's carousel, as many cards per view as spec 2 gives. */
function ProjectCarousel({ group, onOpen }: { group: ProjectGroup; onOpen: Open }) {
  const perView = cardsPerView(group.projects.length);
  return (
    <Carousel
      title={group.childCategoryName}
      perView={{ base: 1, md: Math.min(perView, 2), lg: perView }}
      className={css.group}
    >
      {group.projects.map((project) => (
        <ProjectCard key={project._id} project={project} onOpen={onOpen} />
      ))}
    </Carousel>
  );
}

function ProjectCard({ project, onOpen }: { project: Project; onOpen: Open }) {
  const images = galleryImages(project);
  const [first, ...extras] = images;
  const link = (image: StoredImage, index: number, className: string, sizes: string) => (
    <a
      href={image.url}
      className={css.imageLink}
      onClick={(event) => onOpen({ title: project.name, images, index }, event)}
    >
      <Picture
        image={image}
        alt={image.alt ?? `${project.name}, photo ${index + 1}`}
        className={className}
        sizes={sizes}
      />
      <span className="visually-hidden">
        {" "}
        (full-size photo {index + 1} of {images.length})
      </span>
    </a>
  );
  return (
    <article className={css.card}>
      {link(first, 0, css.mainImage, "(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw")}
      {extras.length > 0 ? (
        <ul className={css.thumbs} aria-label={`More photos of ${project.name}`}>
          {extras.map((image, i) => (
            <li key={image.url}>{link(image, i + 1, css.thumb, "6rem")}</li>
          ))}
        </ul>
      ) : null}
      <h3 className={css.projectName}>{project.name}</h3>
    </article>
  );
}
