import { createRouter } from "../contract/router";
import attributes from "./attributes/attributes.routes";
import blogPosts from "./blog-posts/blog-posts.routes";
import categories from "./categories/categories.routes";
import content from "./content/content.routes";
import media from "./media/media.routes";
import pincodes from "./pincodes/pincodes.routes";
import products from "./products/products.routes";
import projects from "./projects/projects.routes";
import reviews from "./reviews/reviews.routes";
import sitemap from "./sitemap/sitemap.routes";
import search from "./search/search.routes";

/** The public shop: catalogue, reviews, delivery check, site content and images. */
const router = createRouter();

router.route("/", categories);
router.route("/", attributes);
router.route("/", products);
router.route("/", reviews);
router.route("/", pincodes);
router.route("/", blogPosts);
router.route("/", projects);
router.route("/", content);
router.route("/", sitemap);
router.route("/", search);
router.route("/", media);

export default router;
